import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { ReviewDecision, Submission } from '../types';
import { REVIEW_MESSAGES } from '../utils/messages';

import { contentReviewQueryKey } from './get-review-submissions';

export interface DecisionInput {
  id: string;
  /** The `version` on screen: a submission changed since answers 409, and nothing is decided unseen. */
  version: number;
  decision: ReviewDecision;
  /** For a rejection or a request for changes: shown to the student. */
  reason?: string;
  /** For an approval with the reviewer's caption. */
  caption?: string;
}

/** POST /review/submissions/{id}/decision: approve (perhaps with an edited caption), reject, or ask for changes. */
export async function decideSubmission({ id, ...body }: DecisionInput): Promise<Submission> {
  return unwrap(
    await api.POST('/review/submissions/{id}/decision', { params: { path: { id } }, body }),
    REVIEW_MESSAGES.decideFailed,
  ).data;
}

export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSubmission,
    // Decided or refused (a 409 means a newer version): the tabs and their counts are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentReviewQueryKey }),
  });
}
