import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';
import { toUser, useSession, type User } from '@/lib/auth';

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
export async function login(input: LoginRequest): Promise<{ token: string; user: User }> {
  const body = unwrap(await api.POST('/auth/login', { body: input }), 'Login failed');
  return { token: body.token, user: toUser(body.user) };
}

/** Signs in: on success the token is stored and the session authenticated with the user. */
export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const setToken = useSession((state) => state.setToken);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      setToken(token, user);
      onSuccess?.(user);
    },
  });
}
