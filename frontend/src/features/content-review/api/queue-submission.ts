import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { REVIEW_MESSAGES } from '../utils/messages';

import { contentReviewQueryKey } from './get-review-submissions';

export interface QueueInput {
  id: string;
  /** When to publish (ISO); the account's next free slot when absent. */
  scheduledTime?: string;
}

/**
 * POST /manager/submissions/{id}/queue: an approved submission, with its creator's consent, goes to
 * its university's Instagram queue; answers when it is to go out.
 */
export async function queueSubmission({ id, scheduledTime }: QueueInput): Promise<{ scheduledTime: string }> {
  const body = scheduledTime ? { scheduledTime } : {};
  const post = unwrap(
    await api.POST('/manager/submissions/{id}/queue', { params: { path: { id } }, body }),
    REVIEW_MESSAGES.queueFailed,
  ).data;
  return { scheduledTime: post.scheduledTime };
}

export function useQueueSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentReviewQueryKey }),
  });
}
