import { StaffPage } from '@/components/layout/staff-page';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin (spec 2.6): the admin area's dashboard. */
export default function AdminDashboardRoute() {
  useDocumentTitle('Admin Dashboard');
  return (
    <StaffPage>
      <AdminDashboard />
    </StaffPage>
  );
}
