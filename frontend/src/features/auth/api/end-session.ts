import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { sessionsQueryKey } from './get-sessions';

/** DELETE /auth/sessions/{id}: signs that session out (404 when it has already ended). */
export async function endSession(id: string): Promise<string> {
  return unwrap(await api.DELETE('/auth/sessions/{id}', { params: { path: { id } } }), 'Failed to sign out that session').message;
}

/** Signs one session out; the list is read again whatever the outcome (a 404 means it was already gone). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
