import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import { PROFILE_MESSAGES } from '../utils/messages';

/** DELETE /auth/delete-account: answers the server's confirmation. */
export async function deleteAccount(): Promise<string> {
  const response = await apiFetch('/auth/delete-account', { method: 'DELETE' });
  const body = await unwrapResponse<{ message?: string }>(response, PROFILE_MESSAGES.deleteFailed);
  return body.message || PROFILE_MESSAGES.deleted;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
