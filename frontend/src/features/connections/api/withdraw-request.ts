import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import type { ActionTarget, ConnectionRequest } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** POST /connections/requests/{id}/withdraw: takes back a request that still waits (409 if answered already). */
export async function withdrawRequest(id: string): Promise<ConnectionRequest> {
  return unwrap(
    await api.POST('/connections/requests/{id}/withdraw', { params: { path: { id } } }),
    CONNECTION_MESSAGES.withdrawFailed,
  ).data;
}

/** Withdraws a request (`mutate({ id: requestId, name })`); the viewer's requests are read again. */
export function useWithdrawRequest() {
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => withdrawRequest(id),
    meta: { changes: ['sent-requests'] },
    onSuccess: (_request, { name }) => void toast.success(`Your request to ${name} is withdrawn.`),
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.withdrawFailed)),
  });
}
