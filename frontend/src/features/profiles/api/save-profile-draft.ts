import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import type { ProfileDraftBody, ProfileDraftDto } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';

import { invalidateProfileDraft } from './get-profile-draft';

/** PUT /profile/draft: keeps the wizard as it stands in place of the last draft (400 naming a wrong field). */
export async function saveProfileDraft(body: ProfileDraftBody): Promise<ProfileDraftDto> {
  return unwrap(await api.PUT('/profile/draft', { body }), PROFILE_MESSAGES.draftSaveFailed).data;
}

/**
 * The same PUT as the page goes away (a reload, a closed tab): a `keepalive` request, which the
 * browser sends on after the page is gone. It must start in the event that says so (pagehide): the
 * client starts it a few microtasks later, still within that event. Answers whether it was saved,
 * when the page lives to hear it.
 */
export async function saveProfileDraftOnExit(body: ProfileDraftBody): Promise<boolean> {
  const { response } = await api.PUT('/profile/draft', { body, keepalive: true });
  return response.ok;
}

/** Saves the draft; the cached GET /profile/draft is stale (see invalidateProfileDraft). */
export function useSaveProfileDraft() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: saveProfileDraft,
    onSuccess: () => invalidateProfileDraft(queryClient, userId),
  });
}
