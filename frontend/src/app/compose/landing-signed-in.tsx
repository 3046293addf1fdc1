import type { ReactNode } from 'react';

import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useNextStep } from '@/features/profiles/hooks/use-next-step';
import { staffHomeFor, useSession } from '@/lib/auth';

import { QueryProvider } from '../query-provider';

import { LandingMatches } from './landing-matches';

interface SignedInLandingProps {
  /** The figures section (the landing route's). */
  stats: ReactNode;
  /** Recently Featured (the landing route's). */
  featured: ReactNode;
}

function NextStepLanding({ stats, featured }: SignedInLandingProps) {
  const next = useNextStep();
  // Staff are not students looking for a roommate: the roommate band is left out for them.
  const staff = useSession((state) => staffHomeFor(state.user) !== null);
  return (
    <LandingPage
      startPath={next ?? paths.register}
      stats={stats}
      featured={featured}
      matches={<LandingMatches />}
      showRoommates={!staff}
    />
  );
}

/**
 * The landing page for a signed-in person: its calls to action lead to their next step, and a
 * student sees their own best matches (or what to do first) in place of the guests' explanation.
 */
export default function SignedInLanding({ stats, featured }: SignedInLandingProps) {
  return (
    <QueryProvider>
      <NextStepLanding stats={stats} featured={featured} />
    </QueryProvider>
  );
}
