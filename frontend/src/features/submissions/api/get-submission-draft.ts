import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import type { SubmissionDraft } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

/** The key of one person's GET /submission-draft: a draft is never shown to the next person signed in. */
export function submissionDraftQueryKeyFor(userId: string | null) {
  return ['submissions', 'draft', userId] as const;
}

/** GET /submission-draft: the person's unsent submit form, or null when they have none (404). */
export async function getSubmissionDraft(): Promise<SubmissionDraft | null> {
  const result = await api.GET('/submission-draft');
  if (result.response.status === 404) return null;
  return unwrap(result, SUBMISSION_MESSAGES.draftLoadFailed).data;
}

/**
 * The form reads the draft once, as it opens, and then holds it itself: the cached answer is dropped
 * as the form closes, so it opens on what the server holds (another tab may have saved).
 */
export function getSubmissionDraftQueryOptions(userId: string | null) {
  return queryOptions({ queryKey: submissionDraftQueryKeyFor(userId), queryFn: getSubmissionDraft, gcTime: 0 });
}

/** After a save, a discard or a submit: stale, but not read again while the form that changed it is open. */
export function invalidateSubmissionDraft(queryClient: QueryClient, userId: string | null) {
  return queryClient.invalidateQueries({ queryKey: submissionDraftQueryKeyFor(userId), refetchType: 'none' });
}

/** The signed-in person's draft; not asked when not `enabled` (the form revises a submission). */
export function useSubmissionDraft({ enabled = true }: { enabled?: boolean } = {}) {
  const userId = useSession((state) => state.user?.id ?? null);
  return useQuery({ ...getSubmissionDraftQueryOptions(userId), enabled });
}
