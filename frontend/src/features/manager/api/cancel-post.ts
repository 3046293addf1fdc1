import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/** DELETE /manager/posts/{id}: cancels a queued post; 409 when it is not queued or is being published. */
export async function cancelPost(id: string): Promise<void> {
  unwrap(await api.DELETE('/manager/posts/{id}', { params: { path: { id } } }), MANAGER_MESSAGES.deleteFailed);
}

export function useCancelPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPost,
    // A refusal may mean the worker took it meanwhile: read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerQueryKey }),
  });
}
