import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import type { Profile, SubmitProfileBody, SubmitProfileInput } from '../types';
import { expectationsToSend } from '../utils/expectations';
import { PROFILE_MESSAGES } from '../utils/messages';

import { myProfileQueryKeyFor, toProfile } from './get-my-profile';
import { invalidateProfileDraft } from './get-profile-draft';

/**
 * POST /profile/submit: creates the profile, or sends an edited one back to review (an approved
 * profile stays what others see until the edit is approved). Only the expectations with accepted
 * answers are sent. The server deletes the person's draft with it.
 */
export async function submitProfile(input: SubmitProfileInput): Promise<{ message: string; data: Profile }> {
  const body: SubmitProfileBody = {
    ...input,
    // The major is one of GET /catalogues' `majors`, which the document types as plain strings; the
    // server checks it against the same catalogue (400 otherwise), as it does every preference option.
    major: input.major as SubmitProfileBody['major'],
    // Only the categories that say what they accept (the others mean anything is fine).
    roommateExpectations: expectationsToSend(input.roommateExpectations),
  };
  const answer = unwrap(await api.POST('/profile/submit', { body }), PROFILE_MESSAGES.createFailed);
  return { message: answer.message, data: toProfile(answer.data) };
}

export function useSubmitProfile() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: submitProfile,
    onSuccess: (result) => {
      queryClient.setQueryData(myProfileQueryKeyFor(userId), result.data);
      // The server deleted the draft with the submit.
      void invalidateProfileDraft(queryClient, userId);
    },
  });
}
