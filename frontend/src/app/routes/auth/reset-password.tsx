import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useNextStep } from '@/features/profiles/hooks/use-next-step';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { AuthLink } from './auth-link';

/** /reset-password/:resetToken (spec 2.4): after success the person is signed in and sent on to their next step after 3 s. */
export default function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  const { resetToken = '' } = useParams();
  const next = useNextStep();

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick a strong password you don't use anywhere else."
      footer={
        <AuthLink to={paths.login}>
          <ArrowLeft aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />
          Back to Login
        </AuthLink>
      }
    >
      <ResetPasswordForm key={resetToken} resetToken={resetToken} signedInTo={next} />
    </AuthLayout>
  );
}
