import { StaffPage } from '@/components/layout/staff-page';
import { ActivityLog } from '@/features/activity/components/activity-log';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/activity: the audit log (the dashboard's View all activity opens it). */
export default function AdminActivityRoute() {
  useDocumentTitle('Activity · Admin');
  return (
    <StaffPage>
      <ActivityLog />
    </StaffPage>
  );
}
