import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../utils/validation';

export const NEW_EMAIL_REQUIRED_MESSAGE = 'Please enter your new email address';
export const SAME_EMAIL_MESSAGE = 'This is already your email address';

/** The new address (not the current one) and the password, which an account made with Google leaves empty. */
export function changeEmailInputSchema(currentEmail: string) {
  return z.object({
    newEmail: z
      .string()
      .trim()
      .min(1, NEW_EMAIL_REQUIRED_MESSAGE)
      .refine(isValidEmail, INVALID_EMAIL_MESSAGE)
      .refine((value) => value.toLowerCase() !== currentEmail.toLowerCase(), SAME_EMAIL_MESSAGE),
    password: z.string(),
  });
}

export type ChangeEmailInput = z.infer<ReturnType<typeof changeEmailInputSchema>>;

/**
 * POST /auth/email: mails a confirmation link to the new address; the address changes when it is
 * opened. Answers the server's words ("We sent a confirmation link to …").
 */
export async function changeEmail({ newEmail, password }: ChangeEmailInput): Promise<string> {
  const body = { newEmail, ...(password ? { password } : {}) };
  return unwrap(await api.POST('/auth/email', { body }), 'Failed to change email address').message;
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
