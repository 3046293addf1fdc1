import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { RevisionBody, Submission } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

import { mySubmissionsQueryKey } from './get-my-submissions';

/**
 * PUT /submissions/{id}: changes a submission waiting for review or sent back; it waits for review
 * again. 409 when it was decided, withdrawn or changed since `version`.
 */
export async function reviseSubmission({ id, body }: { id: string; body: RevisionBody }): Promise<Submission> {
  return unwrap(await api.PUT('/submissions/{id}', { params: { path: { id } }, body }), SUBMISSION_MESSAGES.submitFailed).data;
}

export function useReviseSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey }),
  });
}
