import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { readPost, type ManagerPost } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/** POST /manager/posts/{id}/retry: a failed post is queued again at the account's next free slot. */
export async function retryPost(id: string): Promise<ManagerPost> {
  const body = unwrap(
    await api.POST('/manager/posts/{id}/retry', { params: { path: { id } } }),
    MANAGER_MESSAGES.retryFailed,
  );
  return readPost(body.data);
}

export function useRetryPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerQueryKey }),
  });
}
