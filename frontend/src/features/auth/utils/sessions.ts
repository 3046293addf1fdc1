import type { SignInMethod } from '../api/get-sessions';

/** How a session began, in words. */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Signed in with password',
  google: 'Signed in with Google',
  email_link: 'Signed in from an email link',
  registration: 'Signed in when you registered',
};

/** Phones and tablets get a phone icon; anything else a screen. */
export function isMobileDevice(userAgent: string | null | undefined): boolean {
  return /\b(iPhone|iPad|Android|Mobile)\b/.test(userAgent ?? '');
}
