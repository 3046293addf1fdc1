import { StaffPage } from '@/components/layout/staff-page';
import { AdminUniversities } from '@/features/universities/components/admin-universities';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/universities (spec 2.6). */
export default function AdminUniversitiesRoute() {
  useDocumentTitle('Universities · Admin');
  return (
    <StaffPage>
      <AdminUniversities />
    </StaffPage>
  );
}
