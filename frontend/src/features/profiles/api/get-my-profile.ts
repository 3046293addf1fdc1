import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { getStoredToken } from '@/lib/api/token-storage';
import { useSession } from '@/lib/auth';

import type { Profile, ProfileDto } from '../types';
import { readExpectations } from '../utils/expectations';
import { PROFILE_MESSAGES } from '../utils/messages';
import { withPreferences } from '../utils/preferences';

/** The prefix of every person's GET /profile/me (for invalidating them all). */
export const myProfileQueryKey = ['profile', 'me'] as const;

/**
 * The key of one person's GET /profile/me: a profile read for one account is never shown to the
 * next one signed in in the same tab.
 */
export function myProfileQueryKeyFor(userId: string | null | undefined) {
  return [...myProfileQueryKey, userId ?? null] as const;
}

/** A profile as the server sends it, with its preferences and expectations read as the wizard edits them. */
export function toProfile(dto: ProfileDto): Profile {
  return { ...withPreferences(dto), roommateExpectations: readExpectations(dto.roommateExpectations) };
}

/** GET /profile/me: the signed-in person's profile, or null when they have none (404). */
export async function getMyProfile(): Promise<Profile | null> {
  const result = await api.GET('/profile/me');
  if (result.response.status === 404) return null;
  return toProfile(unwrap(result, PROFILE_MESSAGES.loadFailed).data);
}

export function getMyProfileQueryOptions(userId: string | null | undefined) {
  return queryOptions({ queryKey: myProfileQueryKeyFor(userId), queryFn: getMyProfile });
}

/**
 * The signed-in person's profile; nothing is asked while nobody is signed in (or when not `enabled`),
 * nor once the token is gone (a deleted account's last page, whose session ends as it is left:
 * asking then would answer 401 and send the person to /login).
 */
export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const userId = useSession((state) => state.user?.id ?? null);
  const signedIn = useSession((state) => state.isAuthenticated);
  return useQuery({ ...getMyProfileQueryOptions(userId), enabled: signedIn && enabled && getStoredToken() !== null });
}
