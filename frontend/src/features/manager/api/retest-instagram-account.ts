import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { readAccount, type AccountTest } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/** POST /manager/instagram/{id}/test: tests the saved token; a refusal (400) leaves the account 'refused'. */
export async function retestInstagramAccount(accountId: string): Promise<AccountTest> {
  const { data } = unwrap(
    await api.POST('/manager/instagram/{id}/test', { params: { path: { id: accountId } } }),
    MANAGER_MESSAGES.testFailed,
  );
  return { ...data, account: readAccount(data.account) };
}

export function useRetestInstagramAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retestInstagramAccount,
    // Either way the account's token status may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerQueryKey }),
  });
}
