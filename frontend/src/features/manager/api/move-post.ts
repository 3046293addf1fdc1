import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { readPost, type ManagerPost, type MovePostBody } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/**
 * PATCH /manager/posts/{id} with a new time: 400 with the slot's rule ('A post cannot be scheduled in
 * the past', 'Posts to one Instagram account must be at least an hour apart'), 409 when not queued.
 */
export async function movePost({ id, scheduledTime }: MovePostBody & { id: string }): Promise<ManagerPost> {
  const body = unwrap(
    await api.PATCH('/manager/posts/{id}', { params: { path: { id } }, body: { scheduledTime } }),
    MANAGER_MESSAGES.moveFailed,
  );
  return readPost(body.data);
}

export function useMovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerQueryKey }),
  });
}
