import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Withdrawal } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

import { mySubmissionsQueryKey } from './get-my-submissions';

/**
 * POST /submissions/{id}/withdraw: off Quad at once; a queued Instagram post is cancelled, one
 * already published becomes a takedown task for the university's managers (409 if withdrawn already).
 */
export async function withdrawSubmission(id: string): Promise<Withdrawal> {
  return unwrap(
    await api.POST('/submissions/{id}/withdraw', { params: { path: { id } } }),
    SUBMISSION_MESSAGES.withdrawFailed,
  ).data;
}

export function useWithdrawSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawSubmission,
    // A refusal may mean it was withdrawn elsewhere: read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey }),
  });
}
