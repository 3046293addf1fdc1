import { UniversityEmailProof } from '@/features/auth/components/university-email-proof';
import { useUniversityEmailParams } from '@/features/auth/hooks/use-university-email-params';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { ProfileWizard } from '@/features/profiles/components/profile-wizard';
import { OpeningAlert } from '@/features/universities/components/opening-alert';
import { RequestUniversityButton } from '@/features/universities/components/request-university-button';

import { ProfilePage } from './profile-page';

/**
 * /profile/create and /create (spec 2.5): the wizard, prefilled from the student's profile when they
 * have one (then it edits it, as /profile/edit does). Back from "Use my university's Google account"
 * (`?universityEmail=confirmed` or `?universityEmailError=`), it opens on the university step, with
 * the university of the draft kept on the server: confirmed, it says so; else the proof says why not.
 */
export default function CreateProfileRoute() {
  const universityEmail = useUniversityEmailParams();
  const profile = useMyProfile();
  const editing = Boolean(profile.data);
  return (
    <ProfilePage
      title={editing ? 'Edit Profile' : 'Create Profile'}
      intro={
        editing
          ? 'Update your photos, details and roommate preferences.'
          : 'Four short steps: your university, photos, a few words about you, and a preview.'
      }
    >
      <ProfileWizard
        requestUniversity={<RequestUniversityButton />}
        proveMembership={(university) => (
          <UniversityEmailProof
            university={university}
            googleFailure={universityEmail.error}
            onGoogleFailureShown={universityEmail.errorShown}
          />
        )}
        openingAlert={(university) => <OpeningAlert university={university} size="sm" />}
        startOnUniversityStep={universityEmail.backFromGoogle}
      />
    </ProfilePage>
  );
}
