import { useMutation } from '@tanstack/react-query';

import type { paths } from '@/config/paths';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

export const START_GOOGLE_PROOF_FAILED = 'Failed to open Google. Please try again.';

/** Where Google sends the student back: the profile wizard (whose draft is kept) or Settings. */
export type UniversityProofReturn = typeof paths.profileCreate | typeof paths.settings;

/**
 * POST /auth/university-email/google: starts "Use my university's Google account" for the signed-in
 * student, bound to this browser (an HttpOnly cookie); answers Google's consent screen. Back from
 * Google, the server sends the browser to `returnTo` with `?universityEmail=confirmed` or
 * `?universityEmailError=`. 404 when this deployment has no Google sign-in.
 */
export async function startGoogleUniversityProof(returnTo: UniversityProofReturn): Promise<string> {
  return unwrap(await api.POST('/auth/university-email/google', { body: { returnTo } }), START_GOOGLE_PROOF_FAILED).data.url;
}

export function useStartGoogleUniversityProof() {
  return useMutation({ mutationFn: startGoogleUniversityProof });
}

/** The browser leaving the app for Google's consent screen; replaceable in tests (jsdom cannot navigate). */
export const googleConsent = {
  open: (url: string): void => window.location.assign(url),
};
