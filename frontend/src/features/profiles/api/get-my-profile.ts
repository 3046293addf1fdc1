import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Profile } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';
import { withPreferences } from '../utils/preferences';

export const myProfileQueryKey = ['profile', 'me'] as const;

/** GET /profile/me: the signed-in person's profile, or null when they have none (404). */
export async function getMyProfile(): Promise<Profile | null> {
  const result = await api.GET('/profile/me');
  if (result.response.status === 404) return null;
  return withPreferences(unwrap(result, PROFILE_MESSAGES.loadFailed).data);
}

export function getMyProfileQueryOptions() {
  return queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });
}

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}
