import { StaffPage } from '@/components/layout/staff-page';
import { ProfileModeration } from '@/features/profiles/components/profile-moderation';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/profiles (spec 2.6), inside the admin shell; admins only (the admin guard). */
export default function AdminProfilesRoute() {
  useDocumentTitle('Profile Management · Admin');
  return (
    <StaffPage>
      <ProfileModeration />
    </StaffPage>
  );
}
