import { CircleX, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { storeToken } from '@/lib/api/client';

import { StatusCard } from './auth-layout';

export const GOOGLE_FAILED_MESSAGE = 'Authentication failed. Please try again.';

/** The full page load after Google sign-in; replaceable in tests (jsdom cannot navigate). */
export const pageReload = {
  replace: (url: string): void => window.location.replace(url),
};

interface GoogleCallbackStatusProps {
  token: string | null;
  /** Google's or the server's reason, from `?error=`. */
  error: string | null;
}

/**
 * Google sign-in's return: stores the token under `token` and reloads the app at / so the session
 * starts from it; without a token, says the sign-in failed.
 */
export function GoogleCallbackStatus({ token, error }: GoogleCallbackStatusProps) {
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    storeToken(token);
    pageReload.replace(paths.home);
  }, [token]);

  if (token) {
    return (
      <StatusCard icon={LoaderCircle} iconClassName="animate-spin" tone="brand" title="Signing you in" live>
        <p>Finishing your Google sign-in…</p>
      </StatusCard>
    );
  }

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
      {error && <p className="mt-2 text-sm text-slate-500">{error}</p>}
    </StatusCard>
  );
}
