import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { readAccount, type InstagramAccount, type InstagramCredentials } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/**
 * POST /manager/universities/{id}/instagram: the server tests the credentials again and keeps the
 * account; its igUserId is unique per university, so saving the same one again replaces that
 * account's token (same account, same id). 400 with Instagram's message if refused.
 */
export async function connectInstagramAccount({
  universityId,
  credentials,
}: {
  universityId: string;
  credentials: InstagramCredentials;
}): Promise<InstagramAccount> {
  const body = unwrap(
    await api.POST('/manager/universities/{id}/instagram', {
      params: { path: { id: universityId } },
      body: credentials,
    }),
    MANAGER_MESSAGES.saveFailed,
  );
  return readAccount(body.data);
}

export function useConnectInstagramAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectInstagramAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerQueryKey }),
  });
}
