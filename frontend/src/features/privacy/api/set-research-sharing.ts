import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { PRIVACY_MESSAGES } from '../utils/messages';

import { type ResearchSharing, researchSharingQueryKey } from './get-research-sharing';

/**
 * PUT /settings/research-sharing: opts out of (or back into) sharing with university partners for
 * research; answers the choice as recorded (opting out again keeps the first time).
 */
export async function setResearchSharing(optedOut: boolean): Promise<ResearchSharing> {
  return unwrap(
    await api.PUT('/settings/research-sharing', { body: { optedOut } }),
    PRIVACY_MESSAGES.researchSharingSaveFailed,
  ).data;
}

/** Saves the choice; the cached one becomes the server's answer. */
export function useSetResearchSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setResearchSharing,
    onSuccess: (saved) => queryClient.setQueryData(researchSharingQueryKey, saved),
  });
}
