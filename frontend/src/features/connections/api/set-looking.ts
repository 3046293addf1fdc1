import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { RelatedQueries } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';
import { refresh } from '../utils/refresh';

/**
 * PUT /profile/looking: whether the viewer is still looking for a roommate (asked once they and a
 * connection both said "We're roommates"); one who is not leaves every roommate list at once.
 */
export async function setLooking(lookingForRoommate: boolean): Promise<boolean> {
  return unwrap(await api.PUT('/profile/looking', { body: { lookingForRoommate } }), CONNECTION_MESSAGES.lookingFailed).data
    .lookingForRoommate;
}

/** Answers the still-looking question; the related queries (the viewer's profile) are read again. */
export function useSetLooking({ related = [] }: { related?: RelatedQueries } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLooking,
    onSettled: () => refresh(queryClient, related),
  });
}
