import { useLandingFigures } from '@/features/landing/api/get-landing-figures';
import { StatsSection } from '@/features/landing/components/stats-section';

import { QueryProvider } from '../query-provider';

function LiveStats() {
  const figures = useLandingFigures();
  return <StatsSection figures={figures.data} />;
}

/** The landing page's figures section with the real figures (GET /landing-figures); loaded lazily. */
export default function LandingStats() {
  return (
    <QueryProvider>
      <LiveStats />
    </QueryProvider>
  );
}
