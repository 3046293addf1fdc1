import { Navigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { NextStepRedirect } from '@/features/profiles/components/next-step-redirect';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { GuestOnly } from '@/lib/authorization';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-to';

import { AuthLink } from './auth-link';

const aside = {
  heading: 'Welcome back to your campus community.',
  text: 'Pick up where you left off: your matches, your messages and the posts from your university.',
  highlights: [
    { title: 'Roommates who fit your life', text: 'Match on sleep schedule, cleanliness, study habits and more.' },
    { title: 'Verified where it counts', text: 'Students confirm an address at their university before they meet roommates there.' },
    { title: 'Your moments, featured', text: "Submit photos to be featured on your university's page and, if you agree, its Instagram." },
  ],
} as const;

/**
 * /login (spec 2.4). A signed-in person is sent back to the page they were asked to sign in for
 * (`?next=`, a path of this app only), else on to /admin (admins) or their next step (the profile
 * wizard, its status, or their feed) — also right after signing in.
 */
export default function LoginRoute() {
  useDocumentTitle('Log In');
  const [searchParams] = useSearchParams();
  const back = safeReturnPath(searchParams.get(RETURN_PARAM));
  return (
    <GuestOnly signedIn={back ? <Navigate to={back} replace /> : <NextStepRedirect />}>
      <AuthLayout
        title="Log in to Quad"
        subtitle="Sign in with your email and password."
        aside={aside}
        footer={
          <>
            Don&apos;t have an account? <AuthLink to={paths.register}>Sign up now</AuthLink>
          </>
        }
      >
        <LoginForm />
      </AuthLayout>
    </GuestOnly>
  );
}
