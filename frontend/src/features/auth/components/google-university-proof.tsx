import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { FailureAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { GoogleIcon } from '@/components/ui/social-icons';
import { getErrorMessage } from '@/lib/api/errors';
import { usePublicConfig } from '@/lib/public-config';

import {
  googleConsent,
  START_GOOGLE_PROOF_FAILED,
  useStartGoogleUniversityProof,
  type UniversityProofReturn,
} from '../api/start-google-university-proof';
import { nextNotice, type Notice } from '../hooks/use-university-email-form';

const GOOGLE_PROOF_LABEL = "Use my university's Google account";

interface GoogleUniversityProofProps {
  /** Where Google sends the student back: the wizard's `/profile/create` or `/settings`. */
  returnTo: UniversityProofReturn;
  /** Why the last try failed, as the return from Google said (`?universityEmailError=`): shown from the start. */
  failure?: string | null;
  /** The failure is on screen (the page need not pass it again). */
  onFailureShown?: () => void;
  /** Extra classes (its spacing from what is above it). */
  className?: string;
}

/**
 * "Use my university's Google account" (offered when this deployment has Google sign-in, as the
 * login page's button): the server starts Google's flow and the browser goes to its consent screen;
 * the Google Workspace account the university gave the student proves they study there at once, with
 * no link to wait for. Why a start, or the last return, failed is said above the button.
 */
export function GoogleUniversityProof({ returnTo, failure = null, onFailureShown, className = '' }: GoogleUniversityProofProps) {
  const config = usePublicConfig();
  const start = useStartGoogleUniversityProof();
  const hintId = useId();
  const [error, setError] = useState<Notice | null>(() => (failure ? nextNotice(null, 'error', failure) : null));
  // From a successful start until the page is gone: the button does not come back in between.
  const [leaving, setLeaving] = useState(false);

  // Kept here from now on, until the next try: shown again elsewhere (or later here), it would be stale.
  useEffect(() => {
    if (failure) onFailureShown?.();
  }, [failure, onFailureShown]);

  // Back from Google with the browser's Back button, the page may come back as it was left.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const enabled = config.data?.googleSignIn === true;
  if (!enabled && !error) return null;

  const busy = start.isPending || leaving;
  const open = () => {
    setError(null);
    start.mutate(returnTo, {
      onSuccess: (url) => {
        setLeaving(true);
        googleConsent.open(url);
      },
      onError: (reason) => setError((previous) => nextNotice(previous, 'error', getErrorMessage(reason, START_GOOGLE_PROOF_FAILED))),
    });
  };

  return (
    <div className={`max-w-md space-y-3 ${className}`}>
      {enabled && (
        <div className="flex items-center" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          <span className="px-3 text-sm text-slate-600">or</span>
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      )}
      <FailureAlert failure={error} />
      {enabled && (
        <>
          <Button variant="secondary" onClick={open} disabled={busy} aria-describedby={hintId} className="w-full sm:w-auto">
            {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <GoogleIcon className="size-4" />}
            {busy ? 'Opening Google...' : GOOGLE_PROOF_LABEL}
          </Button>
          <p id={hintId} className="text-sm text-slate-600">
            If your university gives you a Google account, choose it at Google: no link to wait for.
          </p>
        </>
      )}
    </div>
  );
}
