import { lazy, Suspense } from 'react';

import { paths } from '@/config/paths';
import { FeaturedSkeleton } from '@/features/landing/components/featured-posts-section';
import { LandingPage } from '@/features/landing/components/landing-page';
import { StatsSection } from '@/features/landing/components/stats-section';
import { useBrowserIdle } from '@/hooks/use-browser-idle';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/auth';

// A signed-in student's next step needs their profile: that code loads for them alone, so a guest's
// first visit stays small.
const SignedInLanding = lazy(() => import('./landing-signed-in'));
// The real figures need react-query and the API client: they come once the page has painted.
const LandingStats = lazy(() => import('./landing-stats'));
// So do the featured posts (and the samples shown when there are none).
const LandingFeatured = lazy(() => import('./landing-featured'));

/** The figures section: without numbers first, with the real figures once they arrive. */
function Stats() {
  const idle = useBrowserIdle();
  const withoutNumbers = <StatsSection />;
  if (!idle) return withoutNumbers;
  return (
    <Suspense fallback={withoutNumbers}>
      <LandingStats />
    </Suspense>
  );
}

/** Recently Featured's posts: a neutral skeleton first, the real posts (or the labelled samples) once they arrive. */
function Featured() {
  const idle = useBrowserIdle();
  const skeleton = <FeaturedSkeleton />;
  if (!idle) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <LandingFeatured />
    </Suspense>
  );
}

/** / (spec 2.3): its calls to action lead a guest to /register and a signed-in student to their next step. */
export default function LandingRoute() {
  useDocumentTitle('Quad · Find your roommate, share your campus', { exact: true });
  const signedIn = useSession((state) => state.isAuthenticated);
  const stats = <Stats />;
  const featured = <Featured />;
  const guestLanding = <LandingPage startPath={paths.register} stats={stats} featured={featured} />;
  if (!signedIn) return guestLanding;
  return (
    <Suspense fallback={guestLanding}>
      <SignedInLanding stats={stats} featured={featured} />
    </Suspense>
  );
}
