import { ProfileWizard } from '@/features/profiles/components/profile-wizard';

import { ProfilePage } from './profile-page';

/** /profile/edit: the wizard prefilled from /profile/me. */
export default function EditProfileRoute() {
  return (
    <ProfilePage title="Edit Profile" intro="Update your photos, details and roommate preferences.">
      <ProfileWizard edit />
    </ProfilePage>
  );
}
