import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { AdminUser, UpdateUserBody } from '../types';

import { usersQueryKey } from './get-users';

export interface UpdateUserRequest {
  id: string;
  /** Only the fields that change. */
  changes: UpdateUserBody;
}

export interface UpdateUserResult {
  message: string;
  user: AdminUser;
  /** Where a confirmation link went when the e-mail address changed. */
  emailChangeSentTo: string | null;
}

/** PATCH /admin/users/{id} (admins): name, e-mail, role or status. */
export async function updateUser({ id, changes }: UpdateUserRequest): Promise<UpdateUserResult> {
  const body = unwrap(await api.PATCH('/admin/users/{id}', { params: { path: { id } }, body: changes }), '');
  return { message: body.message, user: body.data, emailChangeSentTo: body.emailChangeSentTo ?? null };
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
