import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { expectNoContent } from '@/lib/api/errors';

import type { ActionTarget, RelatedQueries } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';
import { refresh } from '../utils/refresh';

import { connectionsQueryKey } from './get-connections';

/** DELETE /connections/{id} (the student's id): ends a connection; the other is not told. */
export async function removeConnection(studentId: string): Promise<void> {
  expectNoContent(await api.DELETE('/connections/{id}', { params: { path: { id: studentId } } }), CONNECTION_MESSAGES.removeFailed);
}

/**
 * Ends a connection (`mutate({ id: studentId, name })`); the connections and the related queries (who
 * is connected) are read again, and a toast says it is done (the card leaves with its dialog).
 */
export function useRemoveConnection({ related = [] }: { related?: RelatedQueries } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => removeConnection(id),
    onSuccess: (_nothing, { name }) => void toast.success(`${name} is no longer one of your connections.`),
    onSettled: () => refresh(queryClient, [connectionsQueryKey, ...related]),
  });
}
