import { StaffPage } from '@/components/layout/staff-page';
import { AdminNewsletter } from '@/features/newsletter/components/admin-newsletter';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/newsletter: the next weekly issue as it stands, for an admin to read before it goes out. */
export default function AdminNewsletterRoute() {
  useDocumentTitle('Newsletter · Admin');
  return (
    <StaffPage>
      <AdminNewsletter />
    </StaffPage>
  );
}
