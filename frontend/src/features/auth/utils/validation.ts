import * as z from 'zod';

/** The server's rules and words (spec 5, resolved to 8 characters everywhere). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters long';
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be at most 128 characters long';
export const PASSWORD_TOO_WEAK_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match';
export const NEW_PASSWORD_REQUIRED_MESSAGE = 'Please enter a new password';
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Please confirm your new password';
export const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Like the server: one `@`, something before it, and a dot in the part after it. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Length counted in characters (not UTF-16 units), as the server counts it. */
const characterCount = (value: string) => [...value].length;

/** A new password: 8 to 128 characters with an uppercase letter, a lowercase letter and a digit. */
export function newPasswordSchema(requiredMessage: string) {
  return z
    .string()
    .min(1, requiredMessage)
    .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
    .refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
    .refine(
      (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value),
      PASSWORD_TOO_WEAK_MESSAGE,
    );
}

/**
 * The refinement that `confirmPassword` repeats the password field named: its message shows at the
 * confirmation, once that is typed, even while other fields still have problems, so every message
 * shows at once. `schema.refine(...confirmationMatches('password'))`.
 */
export function confirmationMatches<K extends string>(passwordField: K) {
  const check = (input: Record<K | 'confirmPassword', string>) => input[passwordField] === input.confirmPassword;
  const params = {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
    when: (payload: { value: unknown }) => {
      const value = payload.value as Partial<Record<string, unknown>>;
      return typeof value.confirmPassword === 'string' && value.confirmPassword !== '' && typeof value[passwordField] === 'string';
    },
  };
  return [check, params] as [typeof check, typeof params];
}
