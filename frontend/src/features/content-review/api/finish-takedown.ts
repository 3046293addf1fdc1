import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { REVIEW_MESSAGES } from '../utils/messages';

import { contentReviewQueryKey } from './get-review-submissions';

/** POST /review/takedowns/{id}/done: the post is off Instagram (a manager deleted it in the app). */
export async function finishTakedown(id: string): Promise<void> {
  unwrap(await api.POST('/review/takedowns/{id}/done', { params: { path: { id } } }), REVIEW_MESSAGES.takedownFailed);
}

export function useFinishTakedown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishTakedown,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentReviewQueryKey }),
  });
}
