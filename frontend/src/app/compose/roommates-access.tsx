import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { LoadingState } from '@/components/ui/list-states';
import { myProfileQueryKey, useMyProfile } from '@/features/profiles/api/get-my-profile';
import { AccessNotice } from '@/features/roommates/components/access-notice';
import { roommateAccess } from '@/features/roommates/utils/access';
import { getErrorMessage } from '@/lib/api/errors';

const PROFILE_LOAD_FAILED = 'Failed to load profile information';

/**
 * The roommate pages show their content only to a student whose profile others can see (approved,
 * or approved with an edit under review); anyone else sees why, with the link that fixes it.
 */
export function RoommateAccessGate({ children }: { children: ReactNode }) {
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingState label="Loading your profile..." />;
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
        {getErrorMessage(profile.error, PROFILE_LOAD_FAILED)}
      </p>
    );
  }
  const access = roommateAccess(profile.data);
  if (access.kind !== 'allowed') return <AccessNotice access={access} />;
  return children;
}

/**
 * The server said 403 although the profile looked fine (it changed since it was read): the profile
 * is read again, and the reason shown as it says.
 */
export function ForbiddenNotice({ message }: { message: string }) {
  const profile = useMyProfile();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
  }, [queryClient]);
  const access = roommateAccess(profile.data ?? null, { forbidden: true, message });
  // With a profile whose approved version is visible, `roommateAccess` cannot answer "allowed" when forbidden.
  return access.kind === 'allowed' ? null : <AccessNotice access={access} />;
}
