import { lazy, Suspense } from 'react';

import { paths } from '@/config/paths';
import { FeaturedSkeleton } from '@/features/landing/components/featured-posts-section';
import { LandingPage } from '@/features/landing/components/landing-page';
import { MatchesLoading } from '@/features/landing/components/roommates-section';
import { StatsSection } from '@/features/landing/components/stats-section';
import { useBrowserIdle } from '@/hooks/use-browser-idle';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { staffHomeFor, useSession } from '@/lib/auth';

// A signed-in student's next step and own matches need their profile and the roommate pages: that
// code loads for them alone, so a guest's first visit stays small.
const SignedInLanding = lazy(() => import('../compose/landing-signed-in'));
// The real figures need react-query and the API client: they come once the page has painted.
const LandingStats = lazy(() => import('../compose/landing-stats'));
// So do the featured posts.
const LandingFeatured = lazy(() => import('../compose/landing-featured'));

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

/** Recently Featured's posts: a neutral skeleton first, the real posts (or a line saying there are none) once they arrive. */
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

/**
 * / (spec 2.3): its calls to action lead a guest to /register and a signed-in student to their next
 * step; a guest reads how roommate matching works, a signed-in student sees their own matches.
 */
export default function LandingRoute() {
  useDocumentTitle('Quad · Find your roommate, share your campus', { exact: true });
  const signedIn = useSession((state) => state.isAuthenticated);
  const staff = useSession((state) => staffHomeFor(state.user) !== null);
  const stats = <Stats />;
  const featured = <Featured />;
  if (!signedIn) return <LandingPage startPath={paths.register} stats={stats} featured={featured} />;
  // Until the signed-in code has come: the page as it will be, the matches still loading.
  const loading = (
    <LandingPage
      startPath={paths.register}
      stats={stats}
      featured={featured}
      matches={<MatchesLoading />}
      showRoommates={!staff}
    />
  );
  return (
    <Suspense fallback={loading}>
      <SignedInLanding stats={stats} featured={featured} />
    </Suspense>
  );
}
