import { useMutation } from '@tanstack/react-query';

import { api, withoutStoredToken } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

/**
 * Who should get a fresh verification link: the person of the stored registration token, or a typed
 * address (sent without any stored token, so it cannot go to someone else).
 */
export type ResendVerificationTarget = { kind: 'session' } | { kind: 'email'; email: string };

/** POST /auth/resend-verification; answers 'Verification email sent successfully'. */
export async function resendVerification(target: ResendVerificationTarget): Promise<string> {
  const result =
    target.kind === 'session'
      ? await api.POST('/auth/resend-verification', { body: {} })
      : await api.POST('/auth/resend-verification', {
          body: { email: target.email },
          middleware: [withoutStoredToken],
        });
  return unwrap(result, 'Failed to send verification email').message;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
