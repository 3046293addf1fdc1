import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { PRIVACY_MESSAGES } from '../utils/messages';

/**
 * DELETE /auth/delete-account with the password as confirmation; an account without one (Google
 * only) sends none and must have signed in with Google in the last ten minutes (else 403).
 * Answers the server's confirmation.
 */
export async function deleteAccount({ password }: { password: string }): Promise<string> {
  const body = password ? { password } : {};
  const answer = unwrap(await api.DELETE('/auth/delete-account', { body }), PRIVACY_MESSAGES.deleteFailed);
  return answer.message || PRIVACY_MESSAGES.deleted;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
