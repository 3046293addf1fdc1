import { StaffPage } from '@/components/layout/staff-page';
import { UniversityChecklist } from '@/features/universities/components/university-checklist';
import { AdminUsers } from '@/features/users/components/admin-users';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /admin/users (spec 2.6), inside the admin shell; admins only (the admin guard). The edit modal
 * chooses the universities a manager or moderator looks after with the universities feature's
 * checklist (issue 23).
 */
export default function AdminUsersRoute() {
  useDocumentTitle('Users · Admin');
  return (
    <StaffPage>
      <AdminUsers universityPicker={UniversityChecklist} />
    </StaffPage>
  );
}
