import { lazy, Suspense } from 'react';

import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/auth';

// A signed-in student's next step needs their profile: that code loads for them alone, so a guest's
// first visit stays small.
const SignedInLanding = lazy(() => import('./landing-signed-in'));

/** / (spec 2.3): its calls to action lead a guest to /register and a signed-in student to their next step. */
export default function LandingRoute() {
  useDocumentTitle('Quad · Find your roommate, share your campus', { exact: true });
  const signedIn = useSession((state) => state.isAuthenticated);
  const guestLanding = <LandingPage startPath={paths.register} />;
  if (!signedIn) return guestLanding;
  return (
    <Suspense fallback={guestLanding}>
      <SignedInLanding />
    </Suspense>
  );
}
