import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';
import { useSession } from '@/lib/auth';

import { awaitsCode, toSignedIn, type SignedIn } from '../utils/signed-in';

export const LOGIN_REQUIRED_MESSAGE = 'Please fill in all fields';

export const loginInputSchema = z.object({
  email: z.string().trim().min(1, LOGIN_REQUIRED_MESSAGE),
  password: z.string().min(1, LOGIN_REQUIRED_MESSAGE),
  rememberMe: z.boolean(),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

/** The form's values and the reCAPTCHA response (`LoginBody`). */
export type LoginRequest = LoginInput & Pick<components['schemas']['LoginBody'], 'recaptchaToken'>;

/** POST /auth/login; a failure throws an ApiError with the server's message ('Login failed' without one). */
export async function login(input: LoginRequest): Promise<SignedIn> {
  return toSignedIn(unwrap(await api.POST('/auth/login', { body: input }), 'Login failed'));
}

/**
 * Signs in: on success the token is stored and the session authenticated with the user, unless the
 * answer waits for a code from the authenticator app (`secondFactor: "code"`): then nothing is
 * stored, and the answer (`data`) holds the token for the code step. `onSuccess` runs just before
 * the session starts, so the page knows where to go next (the two-step set-up page when asked).
 */
export function useLogin({ onSuccess }: { onSuccess?: (signedIn: SignedIn) => void } = {}) {
  const setToken = useSession((state) => state.setToken);
  return useMutation({
    mutationFn: login,
    onSuccess: (signedIn) => {
      if (awaitsCode(signedIn)) return;
      onSuccess?.(signedIn);
      setToken(signedIn.token, signedIn.user);
    },
  });
}
