import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { PROFILE_MESSAGES } from '../utils/messages';

/** DELETE /auth/delete-account: answers the server's confirmation. */
export async function deleteAccount(): Promise<string> {
  const body = unwrap(await api.DELETE('/auth/delete-account'), PROFILE_MESSAGES.deleteFailed);
  return body.message || PROFILE_MESSAGES.deleted;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
