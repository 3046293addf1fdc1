import { MyProfile } from '@/features/profiles/components/my-profile';

import { ProfilePage } from './profile-page';

/** /profile (spec 2.5). */
export default function MyProfileRoute() {
  return (
    <ProfilePage title="My Profile">
      <MyProfile />
    </ProfilePage>
  );
}
