import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { SUBMISSION_MESSAGES } from '../utils/messages';

import { invalidateSubmissionDraft } from './get-submission-draft';

/** DELETE /submission-draft: throws the draft away (none to discard changes nothing). */
export async function discardSubmissionDraft(): Promise<void> {
  unwrap(await api.DELETE('/submission-draft'), SUBMISSION_MESSAGES.draftDiscardFailed);
}

export function useDiscardSubmissionDraft() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: discardSubmissionDraft,
    onSuccess: () => invalidateSubmissionDraft(queryClient, userId),
  });
}
