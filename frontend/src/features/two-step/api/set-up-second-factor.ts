import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

/** A new secret for the authenticator app: as text to type in, and as an `otpauth://` address for a QR code. */
export type Enrolment = components['schemas']['EnrolmentDto'];

/**
 * POST /auth/second-factor/setup: starts setting up (a new secret each time); nothing is on until a
 * code from the app confirms it. 409 when it is already on.
 */
export async function setUpSecondFactor(): Promise<Enrolment> {
  return unwrap(await api.POST('/auth/second-factor/setup'), 'Failed to start setting up two-step sign-in').data;
}

export function useSetUpSecondFactor() {
  return useMutation({ mutationFn: setUpSecondFactor });
}
