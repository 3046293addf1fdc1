import type { ReactNode } from 'react';

import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useNextStep } from '@/features/profiles/hooks/use-next-step';

import { QueryProvider } from '../query-provider';

interface SignedInLandingProps {
  /** The figures section (the landing route's). */
  stats: ReactNode;
  /** Recently Featured (the landing route's). */
  featured: ReactNode;
}

function NextStepLanding({ stats, featured }: SignedInLandingProps) {
  const next = useNextStep();
  return <LandingPage startPath={next ?? paths.register} stats={stats} featured={featured} />;
}

/** The landing page for a signed-in person: its calls to action lead to their next step. */
export default function SignedInLanding({ stats, featured }: SignedInLandingProps) {
  return (
    <QueryProvider>
      <NextStepLanding stats={stats} featured={featured} />
    </QueryProvider>
  );
}
