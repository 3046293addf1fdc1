import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useNextStep } from '@/features/profiles/hooks/use-next-step';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** / (spec 2.3): its calls to action lead a guest to /register and a signed-in student to their next step. */
export default function LandingRoute() {
  useDocumentTitle('Quad · Find your roommate, share your campus', { exact: true });
  const next = useNextStep();
  return <LandingPage startPath={next ?? paths.register} />;
}
