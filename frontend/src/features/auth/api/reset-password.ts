import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { awaitsCode, toSignedIn, type SignedIn } from '../utils/signed-in';
import {
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  confirmationMatches,
  NEW_PASSWORD_REQUIRED_MESSAGE,
  newPasswordSchema,
} from '../utils/validation';

export const resetPasswordInputSchema = z
  .object({
    password: newPasswordSchema(NEW_PASSWORD_REQUIRED_MESSAGE),
    confirmPassword: z.string().min(1, CONFIRM_PASSWORD_REQUIRED_MESSAGE),
  })
  .refine(...confirmationMatches('password'));

export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** PUT /auth/reset-password/{resetToken}: sets the password and signs in. */
export async function resetPassword({
  resetToken,
  ...body
}: ResetPasswordInput & { resetToken: string }): Promise<SignedIn> {
  return toSignedIn(
    unwrap(await api.PUT('/auth/reset-password/{resetToken}', { params: { path: { resetToken } }, body }), 'Password reset failed'),
  );
}

/**
 * Resets the password; on success the token is stored and the session authenticated, unless the
 * sign-in waits for a code from the authenticator app (then `data` holds its token for the code step).
 */
export function useResetPassword() {
  const setToken = useSession((state) => state.setToken);
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (signedIn) => {
      if (!awaitsCode(signedIn)) setToken(signedIn.token, signedIn.user);
    },
  });
}
