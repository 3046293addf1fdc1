import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { ApiError, getErrorMessage } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { PROFILE_MESSAGES } from '../utils/messages';

import { invalidateProfileDraft } from './get-profile-draft';

/** DELETE /profile/draft: throws the person's draft away (204 whether or not there was one). */
export async function discardProfileDraft(): Promise<void> {
  const { response, error } = await api.DELETE('/profile/draft');
  if (!response.ok) throw new ApiError(getErrorMessage(error, PROFILE_MESSAGES.draftDiscardFailed), response.status);
}

/** Discards the draft; the cached GET /profile/draft is stale (see invalidateProfileDraft). */
export function useDiscardProfileDraft() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: discardProfileDraft,
    onSuccess: () => invalidateProfileDraft(queryClient, userId),
  });
}
