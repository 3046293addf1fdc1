import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { toUser, useSession, type User } from '@/lib/auth';

/** GET /auth/verify-email/{verificationToken}: uses the e-mailed link and signs in. */
export async function verifyEmail(verificationToken: string): Promise<{ token: string; user: User }> {
  const answer = unwrap(
    await api.GET('/auth/verify-email/{verificationToken}', { params: { path: { verificationToken } } }),
    'Verification failed',
  );
  return { token: answer.token, user: toUser(answer.user) };
}

/** Verifies the address; on success the token is stored and the session authenticated. */
export function useVerifyEmail() {
  const setToken = useSession((state) => state.setToken);
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ token, user }) => setToken(token, user),
  });
}
