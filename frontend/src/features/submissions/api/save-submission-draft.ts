import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import type { SubmissionDraft, SubmissionDraftBody } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

import { invalidateSubmissionDraft } from './get-submission-draft';

/** PUT /submission-draft: keeps the form as it stands in place of the last draft. */
export async function saveSubmissionDraft(body: SubmissionDraftBody): Promise<SubmissionDraft> {
  return unwrap(await api.PUT('/submission-draft', { body }), SUBMISSION_MESSAGES.draftSaveFailed).data;
}

/**
 * The same PUT as the page goes away (a reload, a closed tab): a `keepalive` request, which the
 * browser sends on after the page is gone. Answers whether it was saved, when the page lives to hear it.
 */
export async function saveSubmissionDraftOnExit(body: SubmissionDraftBody): Promise<boolean> {
  const { response } = await api.PUT('/submission-draft', { body, keepalive: true });
  return response.ok;
}

export function useSaveSubmissionDraft() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: saveSubmissionDraft,
    onSuccess: () => invalidateSubmissionDraft(queryClient, userId),
  });
}
