import { paths } from '@/config/paths';
import { staffHomeFor, useSession } from '@/lib/auth';

import { useMyProfile } from '../api/get-my-profile';
import type { Profile } from '../types';

/**
 * Where a signed-in student goes next (issue 10): no profile yet, to the wizard; a profile waiting
 * for review or rejected, to its status page; an approved one, to their feed.
 */
export function nextStepFor(profile: Profile | null): string {
  if (!profile) return paths.profileCreate;
  if (profile.profileStatus === 'approved') return paths.feed;
  return paths.profile;
}

/**
 * The one place that says where a signed-in person goes on to (after login, e-mail verification,
 * a password reset, or from a page for signed-out people): staff to where they work (`staffHomeFor`:
 * /admin, /moderation or /manager; staff are not students looking for a roommate), a student to their
 * next step (`nextStepFor`). Null while nobody is signed in or while the profile is read;
 * when it cannot be read, the status page, which says why.
 */
export function useNextStep(): string | null {
  const signedIn = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  const staffHome = staffHomeFor(user);
  const profile = useMyProfile({ enabled: staffHome === null });
  if (!signedIn) return null;
  if (staffHome) return staffHome;
  if (profile.isPending) return null;
  if (profile.isError) return paths.profile;
  return nextStepFor(profile.data);
}
