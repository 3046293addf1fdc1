import { StaffPage } from '@/components/layout/staff-page';
import { ManagerDashboard } from '@/features/manager/components/manager-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /manager (spec 2.7): the counts, the welcome banner and the tips. */
export default function ManagerDashboardRoute() {
  useDocumentTitle('Manager Dashboard');
  return (
    <StaffPage>
      <ManagerDashboard />
    </StaffPage>
  );
}
