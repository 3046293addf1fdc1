import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import {
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  confirmationMatches,
  NEW_PASSWORD_REQUIRED_MESSAGE,
  newPasswordSchema,
} from '../utils/validation';

import { sessionsQueryKey } from './get-sessions';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated';

/** The current password may be empty: an account without one (Google only) sets its first. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: newPasswordSchema(NEW_PASSWORD_REQUIRED_MESSAGE),
    confirmPassword: z.string().min(1, CONFIRM_PASSWORD_REQUIRED_MESSAGE),
  })
  .refine(...confirmationMatches('newPassword'));

export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** PUT /auth/password; the server ends every other session. Field errors come back on the ApiError. */
export async function changePassword({ currentPassword, ...input }: ChangePasswordInput): Promise<string> {
  const body = { ...input, ...(currentPassword ? { currentPassword } : {}) };
  return unwrap(await api.PUT('/auth/password', { body }), 'Failed to update password').message || PASSWORD_UPDATED_MESSAGE;
}

/** Changes the password; the sessions list is read again (the others have ended). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
