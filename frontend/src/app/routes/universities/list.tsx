import { PublicUniversities } from '@/features/universities/components/public-universities';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /universities (spec 2.5). */
export default function UniversitiesRoute() {
  useDocumentTitle('Universities');
  return <PublicUniversities />;
}
