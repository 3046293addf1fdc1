import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../utils/validation';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
/** Spec 8's success default, for an answer without words of its own. */
export const RESET_EMAIL_SENT_MESSAGE = 'Password reset email sent';

export const forgotPasswordInputSchema = z.object({
  email: z.string().trim().min(1, EMAIL_REQUIRED_MESSAGE).refine(isValidEmail, INVALID_EMAIL_MESSAGE),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/**
 * POST /auth/forgot-password: the server answers the same whether or not the address has an account.
 * Answers the server's words, or 'Password reset email sent' when it sends none.
 */
export async function forgotPassword(input: ForgotPasswordInput): Promise<string> {
  const answer = unwrap(await api.POST('/auth/forgot-password', { body: input }), 'Failed to send reset email');
  return answer.message || RESET_EMAIL_SENT_MESSAGE;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
