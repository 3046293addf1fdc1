import { ArrowLeft } from 'lucide-react';

import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { AuthLink } from './auth-link';

/** /forgot-password (spec 2.4). */
export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <AuthLink to={paths.login}>
          <ArrowLeft aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />
          Back to Login
        </AuthLink>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
