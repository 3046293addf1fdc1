import { StaffPage } from '@/components/layout/staff-page';
import { AdminUsers } from '@/features/users/components/admin-users';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/users (spec 2.6), inside the admin shell; admins only (the admin guard). */
export default function AdminUsersRoute() {
  useDocumentTitle('Users · Admin');
  return (
    <StaffPage>
      <AdminUsers />
    </StaffPage>
  );
}
