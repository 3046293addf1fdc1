import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { sessionlessApi } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { toUser, type User } from '@/lib/auth';
import { appCodeSchema } from '@/utils/one-time-code';

export const RECOVERY_CODE_REQUIRED_MESSAGE = 'Enter one of your recovery codes';
export const SIGN_IN_EXPIRED_MESSAGE = 'That sign-in has expired. Please sign in again.';

/** A code from the authenticator app (six digits) or, instead, one of the recovery codes. */
export const secondFactorCodeInputSchema = (kind: 'app' | 'recovery') =>
  z.object({ code: kind === 'app' ? appCodeSchema : z.string().trim().min(1, RECOVERY_CODE_REQUIRED_MESSAGE) });

export type SecondFactorCodeInput = z.infer<ReturnType<typeof secondFactorCodeInputSchema>>;

export interface VerifySecondFactorRequest {
  /** The token of the sign-in that asked for the code, kept in memory only. */
  pendingToken: string;
  code: string;
}

/**
 * POST /auth/second-factor/verify with the sign-in's own token (never the stored one): the token then
 * works in full. A wrong code is a 400 on the field `code`; an expired sign-in (ten minutes) a 401.
 */
export async function verifySecondFactor({ pendingToken, code }: VerifySecondFactorRequest): Promise<{ token: string; user: User }> {
  const answer = unwrap(
    await sessionlessApi.POST('/auth/second-factor/verify', {
      body: { code },
      headers: { Authorization: `Bearer ${pendingToken}` },
    }),
    'Sign-in failed',
  );
  return { token: answer.token, user: toUser(answer.user) };
}

/** Finishes a sign-in with its code; what a success does (store the token) is the caller's. */
export function useVerifySecondFactor({ onSuccess }: { onSuccess: (session: { token: string; user: User }) => void }) {
  return useMutation({ mutationFn: verifySecondFactor, onSuccess });
}
