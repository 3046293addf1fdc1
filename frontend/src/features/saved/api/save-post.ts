import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import { SAVED_POST_MESSAGES } from '../utils/messages';

import { markSavedPostPages, savedPostsQueryKey } from './get-saved-posts';
import type { SavedCopy } from './save-profile';

/** PUT /saved/posts/{id}: saves a featured post, for anyone signed in (404 if it is not featured; 409 past 500 saved items). */
export async function savePost(id: string): Promise<boolean> {
  return unwrap(await api.PUT('/saved/posts/{id}', { params: { path: { id } } }), SAVED_POST_MESSAGES.saveFailed).data.saved;
}

/** DELETE /saved/posts/{id}: removes a post from Saved (removing one not saved changes nothing). */
export async function unsavePost(id: string): Promise<boolean> {
  return unwrap(await api.DELETE('/saved/posts/{id}', { params: { path: { id } } }), SAVED_POST_MESSAGES.removeFailed).data
    .saved;
}

interface UseSavePostOptions {
  /** The other caches holding the post's `saved` (the featured grids), composed by the app. */
  copies?: readonly SavedCopy[];
}

/**
 * Saves (`mutate(true)`) or removes (`mutate(false)`) one post, optimistically: the copies and the
 * cached pages of Saved's posts change at once; a failure puts them back and says why in a toast
 * (the server's words, e.g. the 500-item limit). Saved's posts are read again either way, so a
 * removed post leaves the list and a saved one joins it. One post's changes reach the server in order.
 */
export function useSavePost(id: string, { copies = [] }: UseSavePostOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => (saved ? savePost(id) : unsavePost(id)),
    scope: { id: `saved-post:${id}` },
    onMutate: async (saved) => {
      // A page of Saved's posts on its way would show the post as it was.
      await queryClient.cancelQueries({ queryKey: savedPostsQueryKey });
      const undo = copies.map((copy) => copy(queryClient, id, saved));
      undo.push(markSavedPostPages(queryClient, id, saved));
      return { undo };
    },
    onError: (error, saved, context) => {
      for (const restore of [...(context?.undo ?? [])].reverse()) restore();
      toast.error(getErrorMessage(error, saved ? SAVED_POST_MESSAGES.saveFailed : SAVED_POST_MESSAGES.removeFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedPostsQueryKey }),
  });
}
