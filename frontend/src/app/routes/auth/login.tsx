import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { asksToSetUp } from '@/features/auth/utils/signed-in';
import { NextStepRedirect } from '@/features/profiles/components/next-step-redirect';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { homePathFor, useSession } from '@/lib/auth';
import { GuestOnly } from '@/lib/authorization';
import { RETURN_PARAM, safeReturnPath, twoStepPathReturningTo } from '@/lib/return-to';

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

/** Staff asked at sign-in to set up two-step sign-in: its page, which then continues where they were going. */
function ToTwoStepSetUp({ back }: { back: string | null }) {
  const user = useSession((state) => state.user);
  return <Navigate to={twoStepPathReturningTo(back ?? homePathFor(user))} replace />;
}

/**
 * /login (spec 2.4). A signed-in person is sent back to the page they were asked to sign in for
 * (`?next=`, a path of this app only), else on to /admin (admins) or their next step (the profile
 * wizard, its status, or their feed) — also right after signing in, unless the sign-in asked staff
 * to set up two-step sign-in: then its page comes first.
 */
export default function LoginRoute() {
  useDocumentTitle('Log In');
  const [searchParams] = useSearchParams();
  const back = safeReturnPath(searchParams.get(RETURN_PARAM));
  const [askedToSetUp, setAskedToSetUp] = useState(false);
  let signedIn = back ? <Navigate to={back} replace /> : <NextStepRedirect />;
  if (askedToSetUp) signedIn = <ToTwoStepSetUp back={back} />;
  return (
    <GuestOnly signedIn={signedIn}>
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
        <LoginForm onSuccess={(answer) => setAskedToSetUp(asksToSetUp(answer))} />
      </AuthLayout>
    </GuestOnly>
  );
}
