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
    // The major is one of GET /catalogues' `majors`, which the document types as plain strings; the
    // server checks it against the same catalogue (400 otherwise), as it does every preference option.
    major: input.major as SubmitProfileBody['major'],
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
