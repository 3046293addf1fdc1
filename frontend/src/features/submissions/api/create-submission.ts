import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import type { Submission, SubmissionBody } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

import { mySubmissionsQueryKey } from './get-my-submissions';
import { invalidateSubmissionDraft } from './get-submission-draft';

/**
 * POST /submissions: sends the photos for review (400 with `fields`; 403 for a student not verified
 * at the university; 429 past 5 waiting or 10 a day). The server discards the draft.
 */
export async function createSubmission(body: SubmissionBody): Promise<Submission> {
  return unwrap(await api.POST('/submissions', { body }), SUBMISSION_MESSAGES.submitFailed).data;
}

export function useCreateSubmission() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: createSubmission,
    onSuccess: async () => {
      await invalidateSubmissionDraft(queryClient, userId);
      await queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey });
    },
  });
}
