import { ApiError } from '@/lib/api/errors';

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
  invalidLink: 'Invalid verification link',
} as const;

export const RESET_MESSAGES = { failed: 'Password reset failed', exception: 'An error occurred' } as const;
export const FORGOT_MESSAGES = { failed: 'Failed to send reset email', exception: 'An error occurred' } as const;
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

export function verifyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return VERIFY_MESSAGES.tooManyRequests;
    return error.message || VERIFY_MESSAGES.failed;
  }
  return VERIFY_MESSAGES.failed;
}

/** The server's message (for example an expired link), or the flow's default. */
export function serverMessageOr(error: unknown, exception: string): string {
  return error instanceof ApiError && error.message ? error.message : exception;
}
