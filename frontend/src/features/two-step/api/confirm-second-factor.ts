import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { ApiError, unwrap } from '@/lib/api/errors';
import { appCodeSchema } from '@/utils/one-time-code';

import { secondFactorQueryKey } from './get-second-factor';

export const confirmSecondFactorInputSchema = z.object({ code: appCodeSchema });

export type ConfirmSecondFactorInput = z.infer<typeof confirmSecondFactorInputSchema>;

/**
 * POST /auth/second-factor/confirm with a first code from the app: two-step sign-in is on, every
 * other session of the person ends, and the ten recovery codes are answered, this once. A wrong code
 * is a 400 on the field `code`; 409 when nothing is being set up (or it is already on).
 */
export async function confirmSecondFactor({ code }: ConfirmSecondFactorInput): Promise<string[]> {
  return unwrap(await api.POST('/auth/second-factor/confirm', { body: { code } }), 'Failed to turn on two-step sign-in').data
    .recoveryCodes;
}

/** Confirms; the state is read again (on, and this session verified), also after a 409 (it changed meanwhile). */
export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  const readAgain = () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey });
  return useMutation({
    mutationFn: confirmSecondFactor,
    onSuccess: readAgain,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void readAgain();
    },
  });
}
