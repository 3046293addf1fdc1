import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/** DELETE /manager/instagram/{id}; 409 while the account has queued posts. */
export async function removeInstagramAccount(accountId: string): Promise<void> {
  unwrap(
    await api.DELETE('/manager/instagram/{id}', { params: { path: { id: accountId } } }),
    MANAGER_MESSAGES.removeFailed,
  );
}

export function useRemoveInstagramAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInstagramAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerQueryKey }),
  });
}
