import { useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { SubmitScreen } from '@/features/submissions/components/submit-screen';

import { ProfilePage } from './profile/profile-page';

/**
 * /submit (issue 25): photos sent to be featured on the student's university page on Quad and, with
 * their consent, its Instagram, credited by the handle of their roommate profile or by name;
 * `?revise=<id>` changes one sent back for changes (or still waiting).
 */
export default function SubmitRoute() {
  const [searchParams] = useSearchParams();
  const revising = searchParams.has('revise');
  // The handle credit needs the roommate profile's Instagram handle (none without a profile).
  const profile = useMyProfile();
  return (
    <ProfilePage
      title={revising ? 'Change your submission' : 'Submit photos'}
      intro={
        revising
          ? 'Change what the reviewer asked about and send it again: it waits for review again.'
          : "Send photos of campus life to be featured on your university's page on Quad and, if you agree, on its Instagram account, credited to you."
      }
    >
      {profile.isPending ? <Spinner label="Loading..." /> : <SubmitScreen instagramHandle={profile.data?.socialMedia?.instagram} />}
    </ProfilePage>
  );
}
