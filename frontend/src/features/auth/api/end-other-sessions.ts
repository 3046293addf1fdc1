import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { sessionsQueryKey } from './get-sessions';

/** POST /auth/sessions/sign-out-others: answers e.g. "Signed out of 2 other sessions". */
export async function endOtherSessions(): Promise<string> {
  return unwrap(await api.POST('/auth/sessions/sign-out-others'), 'Failed to sign out your other sessions').message;
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
