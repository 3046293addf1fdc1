import { ApiError, isRefusal } from '@/lib/api/errors';

import { NO_TOKEN_MESSAGE } from '../api/exchange-google-code';

/** Spec 8: what the login, registration and other account screens show for a failed call. */
export const LOGIN_MESSAGES = {
  invalidCredentials: 'The email or password you entered is incorrect',
  notVerified: 'Your email has not been verified. Please check your inbox for a verification link',
  tooManyRequests: 'Too many login attempts. Please try again later',
  failed: 'Login failed',
  exception: 'An error occurred during login',
} as const;

export const REGISTER_MESSAGES = {
  emailTaken: 'This email address is already registered. Please use a different email or try logging in.',
  usernameTaken: 'This username is already taken. Please choose a different username.',
  mismatch: 'The passwords you entered do not match. Please try again.',
  tooManyRequests: 'Too many registration attempts. Please try again later.',
  recaptcha: 'reCAPTCHA verification failed. Please refresh the page and try again.',
  failed: 'Registration failed',
  exception: 'An error occurred during registration',
} as const;

export const VERIFY_MESSAGES = {
  tooManyRequests: 'Too many verification attempts. Please try again later.',
  failed: 'Verification failed',
  /** The server could not be reached or failed (5xx): nothing is wrong with the link itself. */
  unexpected: 'Email verification failed',
  invalidLink: 'Invalid verification link',
} as const;

export const RESET_MESSAGES = { failed: 'Password reset failed', exception: 'An error occurred' } as const;
export const FORGOT_MESSAGES = {
  failed: 'Failed to send reset email',
  /** The server could not be reached or failed (5xx). */
  unexpected: 'Failed to send password reset email',
} as const;
/** Google sign-in's return when the exchange fails unexpectedly (5xx, or no answer). */
export const GOOGLE_MESSAGES = { unexpected: 'Authentication error' } as const;
export const RESEND_MESSAGES = { failed: 'Failed to send verification email' } as const;

export interface LoginFailure {
  message: string;
  /** The account exists but its e-mail is not verified: offer to resend the link. */
  notVerified: boolean;
}

export function loginErrorMessage(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { message: LOGIN_MESSAGES.exception, notVerified: false };
  const text = error.message;
  if (text.includes('Invalid credentials')) return { message: LOGIN_MESSAGES.invalidCredentials, notVerified: false };
  if (text.includes('not verified')) return { message: LOGIN_MESSAGES.notVerified, notVerified: true };
  if (text.includes('Too many requests')) return { message: LOGIN_MESSAGES.tooManyRequests, notVerified: false };
  return { message: text || LOGIN_MESSAGES.failed, notVerified: false };
}

export function registerErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return REGISTER_MESSAGES.exception;
  const text = error.message;
  if (text.includes('Email already in use')) return REGISTER_MESSAGES.emailTaken;
  if (text.includes('Username already in use')) return REGISTER_MESSAGES.usernameTaken;
  if (text.includes('Passwords do not match')) return REGISTER_MESSAGES.mismatch;
  if (text.includes('Too many requests')) return REGISTER_MESSAGES.tooManyRequests;
  if (/recaptcha/i.test(text)) return REGISTER_MESSAGES.recaptcha;
  return REGISTER_MESSAGES.failed;
}

/**
 * What the verify-email page says: a rate limit in the app's words, the server's reason for a link it
 * refuses (invalid, used, expired), and 'Email verification failed' when it failed or could not be reached.
 */
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return VERIFY_MESSAGES.tooManyRequests;
  return isRefusal(error) ? error.message || VERIFY_MESSAGES.failed : VERIFY_MESSAGES.unexpected;
}

/**
 * What the forgot-password form says: the server's reason for a refusal (a validation message, the
 * rate limit), else 'Failed to send password reset email' when it failed or could not be reached.
 */
export function forgotErrorMessage(error: unknown): string {
  return isRefusal(error) ? error.message || FORGOT_MESSAGES.failed : FORGOT_MESSAGES.unexpected;
}

/**
 * The reason shown under "Authentication failed" on Google sign-in's return: the server's own words
 * for a refused code, the missing token, or 'Authentication error' when the exchange failed unexpectedly.
 */
export function googleFailureReason(error: unknown): string {
  if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) return NO_TOKEN_MESSAGE;
  return isRefusal(error) && error.message ? error.message : GOOGLE_MESSAGES.unexpected;
}

/** The server's message (for example an expired link), or the flow's default. */
export function serverMessageOr(error: unknown, exception: string): string {
  return error instanceof ApiError && error.message ? error.message : exception;
}
