import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';
import { useSession } from '@/lib/auth';

import {
  confirmationMatches,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  newPasswordSchema,
  REQUIRED_FIELDS_MESSAGE,
} from '../utils/validation';

export const NAME_TOO_LONG_MESSAGE = 'Names must be at most 50 characters long';
export const USERNAME_LENGTH_MESSAGE = 'Username must be 3 to 30 characters long';
export const USERNAME_CHARACTERS_MESSAGE =
  "Username may contain only letters, numbers, '_' and '.', and must start with a letter or number";
export const ACCEPT_TERMS_MESSAGE = 'Please confirm you are at least 16 and accept the Terms';

const name = z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(50, NAME_TOO_LONG_MESSAGE);

export const registerInputSchema = z
  .object({
    firstName: name,
    lastName: name,
    email: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).refine(isValidEmail, INVALID_EMAIL_MESSAGE),
    username: z
      .string()
      .trim()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .refine((value) => value.length >= 3 && value.length <= 30, USERNAME_LENGTH_MESSAGE)
      .refine((value) => /^[A-Za-z0-9][A-Za-z0-9_.]*$/.test(value), USERNAME_CHARACTERS_MESSAGE),
    password: newPasswordSchema(REQUIRED_FIELDS_MESSAGE),
    confirmPassword: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
    acceptTerms: z.boolean().refine((accepted) => accepted, ACCEPT_TERMS_MESSAGE),
  })
  .refine(...confirmationMatches('password'));

export type RegisterInput = z.infer<typeof registerInputSchema>;

/** The form's values (the terms are accepted in the browser only) and the reCAPTCHA response (`RegisterRequest`). */
export type RegisterRequest = Omit<RegisterInput, 'acceptTerms'> & Pick<components['schemas']['RegisterRequest'], 'recaptchaToken'>;

export interface Registration {
  token: string;
  email: string;
  message: string;
}

/** POST /auth/register; a failure throws an ApiError with the server's message and field errors. */
export async function register(input: RegisterRequest): Promise<Registration> {
  const body = unwrap(await api.POST('/auth/register', { body: input }), 'Registration failed');
  return { token: body.token, email: body.user.email, message: body.message };
}

/**
 * Creates the account. The registration token is stored, but the person stays signed out (with
 * needsVerification) until they open the e-mailed link.
 */
export function useRegister({ onSuccess }: { onSuccess?: (registration: Registration) => void } = {}) {
  const startRegistration = useSession((state) => state.startRegistration);
  return useMutation({
    mutationFn: register,
    onSuccess: (registration) => {
      startRegistration(registration.token);
      onSuccess?.(registration);
    },
  });
}
