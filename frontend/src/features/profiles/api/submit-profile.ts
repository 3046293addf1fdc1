import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { Profile, SubmitProfileInput } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';

import { myProfileQueryKey } from './get-my-profile';

/** POST /profile/submit: creates the profile, or sends an edited one back to review. */
export async function submitProfile(input: SubmitProfileInput): Promise<{ message: string; data: Profile }> {
  const response = await apiFetch('/profile/submit', { method: 'POST', body: JSON.stringify(input) });
  return unwrapResponse<{ message: string; data: Profile }>(response, PROFILE_MESSAGES.createFailed);
}

export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProfile,
    onSuccess: (result) => queryClient.setQueryData(myProfileQueryKey, result.data),
  });
}
