import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useNextStep } from '@/features/profiles/hooks/use-next-step';

import { QueryProvider } from '../query-provider';

function NextStepLanding() {
  const next = useNextStep();
  return <LandingPage startPath={next ?? paths.register} />;
}

/** The landing page for a signed-in person: its calls to action lead to their next step. */
export default function SignedInLanding() {
  return (
    <QueryProvider>
      <NextStepLanding />
    </QueryProvider>
  );
}
