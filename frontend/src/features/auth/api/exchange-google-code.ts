import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { storeToken } from '@/lib/api/token-storage';

import { awaitsCode, toSignedIn, type SignedIn } from '../utils/signed-in';

/** Spec 8: raised when the exchange answers without a session token; the page shows the sign-in as failed. */
export const NO_TOKEN_MESSAGE = 'No authentication token received';

/**
 * POST /auth/google/exchange: trades the one-time code of a finished Google sign-in for a session.
 * Only the browser that started the sign-in can (its HttpOnly binding cookie goes along). An answer
 * without a token is a failure: nothing is stored.
 */
export async function exchangeGoogleCode(code: string): Promise<SignedIn> {
  const answer = unwrap(
    await api.POST('/auth/google/exchange', { body: { code } }),
    'Authentication failed. Please try again.',
  );
  if (!answer.token) throw new Error(NO_TOKEN_MESSAGE);
  return toSignedIn(answer);
}

/**
 * Exchanges the code; on success the token is stored and `onSuccess` runs (the full reload that starts
 * the session), unless the answer waits for a code from the authenticator app: then nothing is stored
 * and the answer (`data`) holds the token for the code step.
 */
export function useExchangeGoogleCode({ onSuccess }: { onSuccess?: (signedIn: SignedIn) => void } = {}) {
  return useMutation({
    mutationFn: exchangeGoogleCode,
    onSuccess: (signedIn) => {
      if (awaitsCode(signedIn)) return;
      storeToken(signedIn.token);
      onSuccess?.(signedIn);
    },
  });
}
