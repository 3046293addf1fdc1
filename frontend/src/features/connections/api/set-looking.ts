import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { CONNECTION_MESSAGES } from '../utils/messages';

/**
 * PUT /profile/looking: whether the viewer is still looking for a roommate (asked once they and a
 * connection both said "We're roommates"); one who is not leaves every roommate list at once.
 */
export async function setLooking(lookingForRoommate: boolean): Promise<boolean> {
  return unwrap(await api.PUT('/profile/looking', { body: { lookingForRoommate } }), CONNECTION_MESSAGES.lookingFailed).data
    .lookingForRoommate;
}

/** Answers the still-looking question; what says whether the viewer is looking (their profile) is read again. */
export function useSetLooking() {
  return useMutation({
    mutationFn: setLooking,
    meta: { changes: ['looking'] },
  });
}
