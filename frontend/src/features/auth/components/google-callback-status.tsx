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

  const reason = exchange.isError ? googleFailureReason(exchange.error) : error;
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
