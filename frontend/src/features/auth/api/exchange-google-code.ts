import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { storeToken } from '@/lib/api/token-storage';
import { toUser, type User } from '@/lib/auth';

/**
 * POST /auth/google/exchange: trades the one-time code of a finished Google sign-in for a session.
 * Only the browser that started the sign-in can (its HttpOnly binding cookie goes along).
 */
export async function exchangeGoogleCode(code: string): Promise<{ token: string; user: User }> {
  const answer = unwrap(
    await api.POST('/auth/google/exchange', { body: { code } }),
    'Authentication failed. Please try again.',
  );
  return { token: answer.token, user: toUser(answer.user) };
}

/** Exchanges the code; on success the token is stored and `onSuccess` runs (the full reload that starts the session). */
export function useExchangeGoogleCode({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: exchangeGoogleCode,
    onSuccess: ({ token }) => {
      storeToken(token);
      onSuccess?.();
    },
  });
}
