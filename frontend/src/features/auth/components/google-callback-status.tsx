import { CircleX, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { storeToken } from '@/lib/api/token-storage';
import { homePathFor } from '@/lib/auth';
import { takeReturnFromGoogle, twoStepPathReturningTo } from '@/lib/return-to';

import { useExchangeGoogleCode } from '../api/exchange-google-code';
import { googleFailureReason } from '../utils/error-messages';
import { asksToSetUp, awaitsCode, type SignedIn } from '../utils/signed-in';

import { SecondFactorCodeForm } from './second-factor-code-form';

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
 * Where the app reloads once signed in: the page the login was asked for, else /login, which sends the
 * person on to their next step; staff asked to set up two-step sign-in go to its page first, told where
 * they were going.
 */
function afterGoogleSignIn(signedIn: SignedIn): string {
  const back = takeReturnFromGoogle();
  if (asksToSetUp(signedIn)) return twoStepPathReturningTo(back ?? homePathFor(signedIn.user));
  return back ?? paths.login;
}

/**
 * Google sign-in's return: takes the one-time code out of the address bar, exchanges it once (React's
 * development double effects included), stores the token and reloads the app at /login so the session
 * starts from it and the signed-in person is sent on to their next step from there. Staff whose
 * account asks for a code from their authenticator app enter it here first (the token is stored only
 * once the code is right). Without a code, or when the exchange fails, says the sign-in failed, and
 * why: the server's reason, or 'Authentication error' when the exchange failed unexpectedly (5xx, or no answer).
 */
export function GoogleCallbackStatus({ code, error }: GoogleCallbackStatusProps) {
  const navigate = useNavigate();
  const exchange = useExchangeGoogleCode({ onSuccess: (signedIn) => pageReload.replace(afterGoogleSignIn(signedIn)) });
  const { mutate } = exchange;
  const requested = useRef<string | null>(null);
  // The code step's outcome: the sign-in expired (its reason), or the code was right (reloading).
  const [expired, setExpired] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    if (!code || requested.current === code) return;
    requested.current = code;
    // The code never stays in the address bar or the history.
    void navigate(paths.googleCallback, { replace: true });
    mutate(code);
  }, [code, mutate, navigate]);

  const awaiting = exchange.data && awaitsCode(exchange.data) ? exchange.data : null;
  if (awaiting && !expired && !verified) {
    return (
      <StatusCard
        icon={ShieldCheck}
        tone="brand"
        title="Finish signing in"
        below={
          <div className="mt-8 text-left">
            <SecondFactorCodeForm
              pendingToken={awaiting.token}
              onVerified={({ token }) => {
                setVerified(true);
                storeToken(token);
                pageReload.replace(afterGoogleSignIn({ ...awaiting, secondFactor: null }));
              }}
              onBack={() => void navigate(paths.login)}
              onExpired={setExpired}
            />
          </div>
        }
      >
        <p>Google confirmed who you are. Your account also asks for a code from your authenticator app.</p>
      </StatusCard>
    );
  }

  if (code && !exchange.isError && !expired) {
    return (
      <StatusCard icon={LoaderCircle} iconClassName="animate-spin" tone="brand" title="Signing you in" live>
        <p>Finishing your Google sign-in…</p>
      </StatusCard>
    );
  }

  const reason = expired ?? (exchange.isError ? googleFailureReason(exchange.error) : signInReason(error));
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
