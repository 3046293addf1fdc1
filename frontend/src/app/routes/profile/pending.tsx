import { ProfileStatus } from '@/features/profiles/components/profile-status';

import { ProfilePage } from './profile-page';

/** /profile/pending (spec 2.5). */
export default function ProfileStatusRoute() {
  return (
    <ProfilePage title="Profile Status">
      <ProfileStatus />
    </ProfilePage>
  );
}
