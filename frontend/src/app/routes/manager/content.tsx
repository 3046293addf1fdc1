import { StaffPage } from '@/components/layout/staff-page';
import { ContentReview } from '@/features/content-review/components/content-review';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /manager/content (issue 25): the students' submissions to review and queue to Instagram, and the takedowns. */
export default function ManagerContentRoute() {
  useDocumentTitle('Content Queue · Manager');
  return (
    <StaffPage>
      <ContentReview />
    </StaffPage>
  );
}
