import * as z from 'zod';

/** An authenticator app's code (RFC 6238, as the server checks it): six digits. */
export const APP_CODE_DIGITS = 6;

/** The words under a code field that is empty or not six digits. */
export const APP_CODE_MESSAGES = {
  required: 'Enter the 6-digit code from your authenticator app',
  format: 'The code from your authenticator app is 6 digits',
} as const;

/**
 * A code typed from an authenticator app: spaces (apps show "123 456") and dashes dropped, then six
 * digits. The server reads the six digits only, so they are what is sent.
 */
export const appCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, APP_CODE_MESSAGES.required).regex(/^\d{6}$/, APP_CODE_MESSAGES.format));
