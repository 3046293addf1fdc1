import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { getStoredToken } from '@/lib/api/token-storage';
import { useSession } from '@/lib/auth';

import type { ProfileDraftDto } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';

/** The prefix of every person's GET /profile/draft. */
export const profileDraftQueryKey = ['profile', 'draft'] as const;

/** The key of one person's GET /profile/draft: a draft is never shown to the next person signed in. */
export function profileDraftQueryKeyFor(userId: string | null | undefined) {
  return [...profileDraftQueryKey, userId ?? null] as const;
}

/** GET /profile/draft: the signed-in person's unsubmitted wizard, or null when they have none (404). */
export async function getProfileDraft(): Promise<ProfileDraftDto | null> {
  const result = await api.GET('/profile/draft');
  if (result.response.status === 404) return null;
  return unwrap(result, PROFILE_MESSAGES.draftLoadFailed).data;
}

/**
 * The wizard reads the draft once, as it opens, and then holds it itself: the cached answer is
 * dropped as the wizard closes, so it opens on what the server holds (another tab may have saved).
 */
export function getProfileDraftQueryOptions(userId: string | null | undefined) {
  return queryOptions({ queryKey: profileDraftQueryKeyFor(userId), queryFn: getProfileDraft, gcTime: 0 });
}

/**
 * After a save, a discard or a submit: the cached draft is stale, but it is not read again while the
 * wizard that changed it is open (it would be no use to it, and a wizard reads it only as it opens).
 * No entry is made for a wizard already closed.
 */
export function invalidateProfileDraft(queryClient: QueryClient, userId: string | null | undefined) {
  return queryClient.invalidateQueries({ queryKey: profileDraftQueryKeyFor(userId), refetchType: 'none' });
}

/** The signed-in person's draft; nothing is asked while nobody is signed in (as useMyProfile). */
export function useProfileDraft() {
  const userId = useSession((state) => state.user?.id ?? null);
  const signedIn = useSession((state) => state.isAuthenticated);
  return useQuery({ ...getProfileDraftQueryOptions(userId), enabled: signedIn && getStoredToken() !== null });
}
