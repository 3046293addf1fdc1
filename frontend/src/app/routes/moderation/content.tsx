import { StaffPage } from '@/components/layout/staff-page';
import { ContentReview } from '@/features/content-review/components/content-review';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /moderation/content (issue 25): the students' submissions to review, in the moderation workspace. */
export default function ModerationContentRoute() {
  useDocumentTitle('Content Queue · Moderation');
  return (
    <StaffPage>
      <ContentReview />
    </StaffPage>
  );
}
