import { StaffPage } from '@/components/layout/staff-page';
import { ReportQueue } from '@/features/reports/components/report-queue';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /moderation/reports (issue 26): what students reported, in the moderation workspace; moderators and admins. */
export default function ModerationReportsRoute() {
  useDocumentTitle('Reports · Moderation');
  return (
    <StaffPage>
      <ReportQueue />
    </StaffPage>
  );
}
