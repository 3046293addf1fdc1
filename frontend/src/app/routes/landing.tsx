import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function LandingRoute() {
  useDocumentTitle('Quad · Find your roommate, share your campus', { exact: true });
  return <LandingPage />;
}
