import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Profile, SubmitProfileBody, SubmitProfileInput } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';
import { withPreferences } from '../utils/preferences';

import { myProfileQueryKey } from './get-my-profile';

/** POST /profile/submit: creates the profile, or sends an edited one back to review. */
export async function submitProfile(input: SubmitProfileInput): Promise<{ message: string; data: Profile }> {
  const body: SubmitProfileBody = {
    ...input,
    // The document types the preferences map as `Record<string, never>`; the server takes any category key.
    roommatePreferences: input.roommatePreferences as unknown as SubmitProfileBody['roommatePreferences'],
  };
  const answer = unwrap(await api.POST('/profile/submit', { body }), PROFILE_MESSAGES.createFailed);
  return { message: answer.message, data: withPreferences(answer.data) };
}

export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProfile,
    onSuccess: (result) => queryClient.setQueryData(myProfileQueryKey, result.data),
  });
}
