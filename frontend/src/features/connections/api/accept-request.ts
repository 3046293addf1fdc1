import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import type { ActionTarget, ConnectionRequest } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** POST /connections/requests/{id}/accept: the two are connected and the sender is told (409 if answered already). */
export async function acceptRequest(id: string): Promise<ConnectionRequest> {
  return unwrap(
    await api.POST('/connections/requests/{id}/accept', { params: { path: { id } } }),
    CONNECTION_MESSAGES.acceptFailed,
  ).data;
}

/**
 * Accepts a request (`mutate({ id: requestId, name })`); what shows the requests and who is connected
 * is read again. The outcome is told in a toast, as the request leaves the screen with its buttons.
 */
export function useAcceptRequest() {
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => acceptRequest(id),
    meta: { changes: ['received-requests', 'connections'] },
    onSuccess: (_request, { name }) => void toast.success(`You and ${name} are connected.`),
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.acceptFailed)),
  });
}
