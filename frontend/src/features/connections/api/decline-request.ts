import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import type { ActionTarget, ConnectionRequest } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** POST /connections/requests/{id}/decline: silent, the sender sees it pending until it expires (409 if answered already). */
export async function declineRequest(id: string): Promise<ConnectionRequest> {
  return unwrap(
    await api.POST('/connections/requests/{id}/decline', { params: { path: { id } } }),
    CONNECTION_MESSAGES.declineFailed,
  ).data;
}

/** Declines a request (`mutate({ id: requestId, name })`); the requests waiting for the viewer are read again. */
export function useDeclineRequest() {
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => declineRequest(id),
    meta: { changes: ['received-requests'] },
    onSuccess: (_request, { name }) => void toast.success(`You declined ${name}'s request. ${CONNECTION_MESSAGES.declineSilent}`),
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.declineFailed)),
  });
}
