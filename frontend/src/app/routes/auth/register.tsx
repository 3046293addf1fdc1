import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { NextStepRedirect } from '@/features/profiles/components/next-step-redirect';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { GuestOnly } from '@/lib/authorization';

import { AuthLink } from './auth-link';

/** What /registration-success receives (spec 2.4). */
export interface RegistrationSuccessState {
  email: string;
  needsVerification: boolean;
}

const aside = {
  heading: 'Find your people before move-in day.',
  text: 'Create your free account to meet compatible roommates and share your campus moments.',
  highlights: [
    { title: 'Any email to start', text: 'Sign up with the address you already use. Your university address comes next.' },
    { title: 'Safe by design', text: 'You confirm an address at your university before you meet roommates there.' },
    { title: 'Usually reviewed in 24 to 48 hours', text: 'Our team checks every roommate profile before it goes live.' },
  ],
} as const;

/** /register (spec 2.4): a signed-in person is sent on to their next step (admins to /admin). */
export default function RegisterRoute() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  return (
    <GuestOnly signedIn={<NextStepRedirect />}>
      <AuthLayout
        title="Create your account"
        subtitle="Join Quad with any email address. It's free."
        aside={aside}
        footer={
          <>
            Already have an account? <AuthLink to={paths.login}>Sign in</AuthLink>
          </>
        }
      >
        <RegisterForm
          onSuccess={({ email }) => {
            const state: RegistrationSuccessState = { email, needsVerification: true };
            void navigate(paths.registrationSuccess, { state });
          }}
        />
      </AuthLayout>
    </GuestOnly>
  );
}
