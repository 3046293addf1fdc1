import { StaffPage } from '@/components/layout/staff-page';
import { PostSchedule } from '@/features/manager/components/post-schedule';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /manager/schedule (spec 2.7): the posts of every university, day by day. */
export default function ManagerScheduleRoute() {
  useDocumentTitle('Post Schedule · Manager');
  return (
    <StaffPage>
      <PostSchedule />
    </StaffPage>
  );
}
