import type { SignInMethod } from '../api/get-sessions';

/** How a session began, in words. */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Signed in with password',
  google: 'Signed in with Google',
  email_link: 'Signed in from an email link',
  registration: 'Signed in when you registered',
};

/** "Jun 12, 2025, 10:00 AM": the short US date and time used across Quad. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Phones and tablets get a phone icon; anything else a screen. */
export function isMobileDevice(userAgent: string | null | undefined): boolean {
  return /\b(iPhone|iPad|Android|Mobile)\b/.test(userAgent ?? '');
}
