import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { newPasswordSchema, PASSWORDS_MISMATCH_MESSAGE } from '../utils/validation';

import { sessionsQueryKey } from './get-sessions';

export const NEW_PASSWORD_REQUIRED_MESSAGE = 'Please enter a new password';
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Please confirm your new password';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated';

/** The current password may be empty: an account without one (Google only) sets its first. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: newPasswordSchema(NEW_PASSWORD_REQUIRED_MESSAGE),
    confirmPassword: z.string().min(1, CONFIRM_PASSWORD_REQUIRED_MESSAGE),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof value.confirmPassword === 'string' && value.confirmPassword !== '' && typeof value.newPassword === 'string';
    },
  });

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
