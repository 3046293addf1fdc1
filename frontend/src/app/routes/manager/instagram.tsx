import { StaffPage } from '@/components/layout/staff-page';
import { InstagramManager } from '@/features/manager/components/instagram-manager';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /manager/instagram (spec 2.7): the connection test, the university picker, accounts, upload and posts. */
export default function ManagerInstagramRoute() {
  useDocumentTitle('Instagram Posts · Manager');
  return (
    <StaffPage>
      <InstagramManager />
    </StaffPage>
  );
}
