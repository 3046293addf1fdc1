import { CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { takeReturnFromGoogle } from '@/lib/return-to';

import { useExchangeGoogleCode } from '../api/exchange-google-code';
import { googleFailureReason } from '../utils/error-messages';

export const GOOGLE_FAILED_MESSAGE = 'Authentication failed. Please try again.';

/** The reasons the server sends back to this page (auth/google.rs, GoogleSignInError). */
const SIGN_IN_REASONS = [
  'Google sign-in was cancelled.',
  'Google sign-in is not available',
  'This sign-in attempt has expired or was already used. Please try again.',
  'Google did not confirm this e-mail address, so it cannot be used to sign in.',
  'This e-mail address belongs to an account linked to a different Google account.',
  "This e-mail address is another Quad account's university e-mail. Sign in to that account instead.",
  'This account is inactive. Please contact support.',
  'This account is suspended. Please contact support.',
  'Google sign-in failed. Please try again.',
];

/**
 * A reason from the address (`?error=`), shown only when it is one the server gives: a link someone
 * else made cannot put their own words on the page.
 */
export function signInReason(text: string | null): string | null {
  const reason = text?.trim();
  if (!reason) return null;
  return SIGN_IN_REASONS.includes(reason) ? reason : GOOGLE_FAILED_MESSAGE;
}

/** The full page load after Google sign-in; replaceable in tests (jsdom cannot navigate). */
export const pageReload = {
  replace: (url: string): void => window.location.replace(url),
};

interface GoogleCallbackStatusProps {
  /** The one-time code from `?code=`, read once when the page opened. */
  code: string | null;
  /** Google's or the server's reason, from `?error=`. */
  error: string | null;
}

/**
 * Google sign-in's return: takes the one-time code out of the address bar, exchanges it once (React's
 * development double effects included), stores the token and reloads the app at /login so the session
 * starts from it and the signed-in person is sent on to their next step from there; without a code,
 * or when the exchange fails, says the sign-in failed, and why: the server's reason, or 'Authentication
 * error' when the exchange failed unexpectedly (5xx, or no answer).
 */
export function GoogleCallbackStatus({ code, error }: GoogleCallbackStatusProps) {
  const navigate = useNavigate();
  // Back to the page the login was asked for, else /login, which sends the person on to their next step.
  const exchange = useExchangeGoogleCode({ onSuccess: () => pageReload.replace(takeReturnFromGoogle() ?? paths.login) });
  const { mutate } = exchange;
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (!code || requested.current === code) return;
    requested.current = code;
    // The code never stays in the address bar or the history.
    void navigate(paths.googleCallback, { replace: true });
    mutate(code);
  }, [code, mutate, navigate]);

  if (code && !exchange.isError) {
    return (
      <StatusCard icon={LoaderCircle} iconClassName="animate-spin" tone="brand" title="Signing you in" live>
        <p>Finishing your Google sign-in…</p>
      </StatusCard>
    );
  }

  const reason = exchange.isError ? googleFailureReason(exchange.error) : signInReason(error);
  return (
    <StatusCard
      icon={CircleX}
      tone="error"
      title="Sign-in failed"
      actions={
        <button type="button" onClick={() => void navigate(paths.login)} className={buttonClasses('primary', 'lg')}>
          Return to Login
        </button>
      }
    >
      <p role="alert">{GOOGLE_FAILED_MESSAGE}</p>
      {reason && reason !== GOOGLE_FAILED_MESSAGE && <p className="mt-2 text-sm text-slate-500">{reason}</p>}
    </StatusCard>
  );
}
