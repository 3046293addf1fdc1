import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { expectNoContent } from '@/lib/api/errors';

import type { ActionTarget } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** DELETE /connections/{id} (the student's id): ends a connection; the other is not told. */
export async function removeConnection(studentId: string): Promise<void> {
  expectNoContent(await api.DELETE('/connections/{id}', { params: { path: { id: studentId } } }), CONNECTION_MESSAGES.removeFailed);
}

/**
 * Ends a connection (`mutate({ id: studentId, name })`); what shows who is connected is read again,
 * and a toast says it is done (the card leaves with its dialog).
 */
export function useRemoveConnection() {
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => removeConnection(id),
    meta: { changes: ['connections'] },
    onSuccess: (_nothing, { name }) => void toast.success(`${name} is no longer one of your connections.`),
  });
}
