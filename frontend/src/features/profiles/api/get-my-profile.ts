import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { Profile } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';

export const myProfileQueryKey = ['profile', 'me'] as const;

/** GET /profile/me: the signed-in person's profile, or null when they have none (404). */
export async function getMyProfile(): Promise<Profile | null> {
  const response = await apiFetch('/profile/me');
  if (response.status === 404) return null;
  return (await unwrapResponse<{ data: Profile }>(response, PROFILE_MESSAGES.loadFailed)).data;
}

export function getMyProfileQueryOptions() {
  return queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });
}

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}
