import { ProfileWizard } from '@/features/profiles/components/profile-wizard';

import { ProfilePage } from './profile-page';

/** /profile/create and /create (spec 2.5). */
export default function CreateProfileRoute() {
  return (
    <ProfilePage title="Create Profile" intro="Four short steps: your university, photos, a few words about you, and a preview.">
      <ProfileWizard />
    </ProfilePage>
  );
}
