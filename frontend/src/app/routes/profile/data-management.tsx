import { DataManagement } from '@/features/privacy/components/data-management';

import { ProfilePage } from './profile-page';

/** /profile/data-management (spec 2.5). */
export default function DataManagementRoute() {
  return (
    <ProfilePage title="Data Management" intro="Export your data or delete your account.">
      <DataManagement />
    </ProfilePage>
  );
}
