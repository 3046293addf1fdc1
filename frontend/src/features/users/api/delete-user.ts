import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { USER_MESSAGES } from '../utils/messages';

import { usersQueryKey } from './get-users';

/** DELETE /admin/users/{id} (admins); refused (409) for one's own account and the last active admin. */
export async function deleteUser(id: string): Promise<string> {
  return unwrap(await api.DELETE('/admin/users/{id}', { params: { path: { id } } }), '').message || USER_MESSAGES.deleted;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
