import type { ReactNode } from 'react';

import { ProfileStateContext, type ProfileState } from '@/components/layout/profile-state';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';

import { QueryProvider } from '../query-provider';

/**
 * Tells the account menus inside whether the signed-in person has a roommate profile (GET /profile/me,
 * the cached answer the profile screens share), so they offer Edit Profile or Create Profile (issue 22).
 */
export function ProfileStateFromServer({ children }: { children: ReactNode }) {
  const profile = useMyProfile();
  const state: ProfileState = profile.isSuccess ? (profile.data ? 'exists' : 'none') : 'unknown';
  return <ProfileStateContext value={state}>{children}</ProfileStateContext>;
}

/**
 * The same around the site header's signed-in parts, which sit outside the query provider's layout
 * route: PublicLayout loads it for signed-in people only, so a guest's first visit stays without
 * react-query.
 */
export default function HeaderProfileState({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ProfileStateFromServer>{children}</ProfileStateFromServer>
    </QueryProvider>
  );
}
