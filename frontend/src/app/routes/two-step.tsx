import { useSearchParams } from 'react-router';

import { TwoStepSignIn } from '@/features/two-step/components/two-step-sign-in';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-to';

import { ProfilePage } from './profile/profile-page';

/**
 * /settings/two-step: staff set up two-step sign-in (an authenticator app's codes) and see whether it
 * is on. Sign-in sends staff here with where they were going (`?next=`, a path of this app only):
 * admins until it is on, other staff once, with "Not now".
 */
export default function TwoStepRoute() {
  const [searchParams] = useSearchParams();
  const next = safeReturnPath(searchParams.get(RETURN_PARAM));
  return (
    <ProfilePage title="Two-step sign-in" intro="When it is on, each sign-in also asks for a code from an authenticator app on your phone.">
      <TwoStepSignIn next={next} />
    </ProfilePage>
  );
}
