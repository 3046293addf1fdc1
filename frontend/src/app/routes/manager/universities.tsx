import { StaffPage } from '@/components/layout/staff-page';
import { ManagerUniversities } from '@/features/universities/components/manager-universities';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /manager/universities (spec 2.7). */
export default function ManagerUniversitiesRoute() {
  useDocumentTitle('Universities · Manager');
  return (
    <StaffPage>
      <ManagerUniversities />
    </StaffPage>
  );
}
