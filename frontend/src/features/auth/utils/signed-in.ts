import type { components } from '@/lib/api/generated/schema';
import { toUser, type User } from '@/lib/auth';

/**
 * What a staff sign-in still asks (`SecondFactorStepDto`): `code`, the token only finishes the
 * sign-in with a code from the authenticator app; `setUp`, an admin turns two-step sign-in on before
 * using admin tools; `offered`, a moderator or manager may turn it on.
 */
export type SecondFactorStep = components['schemas']['SecondFactorStepDto'];

/** The answer of a sign-in (login, Google, a password reset), read for the session. */
export interface SignedIn {
  token: string;
  user: User;
  /** Null when the sign-in asks nothing more (students, and staff who proved their code). */
  secondFactor: SecondFactorStep | null;
}

const STEPS: readonly SecondFactorStep[] = ['code', 'setUp', 'offered'];

/** Reads a `SessionResponse`; a step this build does not know counts as none. */
export function toSignedIn(answer: components['schemas']['SessionResponse']): SignedIn {
  const secondFactor = STEPS.find((step) => step === answer.secondFactor) ?? null;
  return { token: answer.token, user: toUser(answer.user), secondFactor };
}

/** The token only finishes the sign-in: it is kept in memory for the code, never stored. */
export function awaitsCode(signedIn: SignedIn): boolean {
  return signedIn.secondFactor === 'code';
}

/** The sign-in asks to set up two-step sign-in (required for admins, offered to other staff). */
export function asksToSetUp(signedIn: SignedIn): boolean {
  return signedIn.secondFactor === 'setUp' || signedIn.secondFactor === 'offered';
}
