import { UniversityEmailProof } from '@/features/auth/components/university-email-proof';
import { ProfileWizard } from '@/features/profiles/components/profile-wizard';
import { OpeningAlert } from '@/features/universities/components/opening-alert';
import { RequestUniversityButton } from '@/features/universities/components/request-university-button';

import { ProfilePage } from './profile-page';

/** /profile/edit: the wizard prefilled from /profile/me (or the student's draft on the server). */
export default function EditProfileRoute() {
  return (
    <ProfilePage title="Edit Profile" intro="Update your photos, details and roommate preferences.">
      <ProfileWizard
        requestUniversity={<RequestUniversityButton />}
        proveMembership={(university) => <UniversityEmailProof university={university} />}
        openingAlert={(university) => <OpeningAlert university={university} size="sm" />}
      />
    </ProfilePage>
  );
}
