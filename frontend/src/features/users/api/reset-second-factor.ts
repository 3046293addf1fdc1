import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { expectNoContent } from '@/lib/api/errors';

import { USER_MESSAGES } from '../utils/messages';

import { usersQueryKey } from './get-users';

/**
 * DELETE /admin/users/{id}/second-factor (admins, never their own): turns off someone's two-step
 * sign-in when they lost their phone and recovery codes; their sessions end and they set it up again
 * at their next sign-in. 409 when it is not on.
 */
export async function resetSecondFactor(id: string): Promise<void> {
  expectNoContent(
    await api.DELETE('/admin/users/{id}/second-factor', { params: { path: { id } } }),
    USER_MESSAGES.secondFactorResetFailed,
  );
}

/** Resets it; the list is read again (the person's `secondFactorOn`). */
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
