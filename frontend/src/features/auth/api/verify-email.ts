import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { toUser, useSession, type User } from '@/lib/auth';

/** A verified address: the session when the link was opened where the person registered, else none. */
export interface Verification {
  /** The server's words, e.g. "Your email is verified. Please log in to continue." */
  message: string;
  session: { token: string; user: User } | null;
}

/**
 * GET /auth/verify-email/{verificationToken}: uses the e-mailed link. The stored registration token
 * goes along as the bearer token; only with that account's own does the server sign the person in.
 */
export async function verifyEmail(verificationToken: string): Promise<Verification> {
  const answer = unwrap(
    await api.GET('/auth/verify-email/{verificationToken}', { params: { path: { verificationToken } } }),
    'Verification failed',
  );
  const session = answer.token && answer.user ? { token: answer.token, user: toUser(answer.user) } : null;
  return { message: answer.message, session };
}

/** Verifies the address; when the server signs the person in, the token is stored and the session authenticated. */
export function useVerifyEmail() {
  const setToken = useSession((state) => state.setToken);
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ session }) => {
      if (session) setToken(session.token, session.user);
    },
  });
}
