import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import { SAVED_MESSAGES } from '../utils/messages';

import { removeFromSavedPages, savedProfilesQueryKey } from './get-saved-profiles';

/** PUT /saved/profiles/{id}: saves a student the viewer may see (404 if not; 409 past 500 saved). */
export async function saveProfile(id: string): Promise<boolean> {
  return unwrap(await api.PUT('/saved/profiles/{id}', { params: { path: { id } } }), SAVED_MESSAGES.saveFailed).data.saved;
}

/** DELETE /saved/profiles/{id}: removes a student from Saved (removing one not saved changes nothing). */
export async function unsaveProfile(id: string): Promise<boolean> {
  return unwrap(await api.DELETE('/saved/profiles/{id}', { params: { path: { id } } }), SAVED_MESSAGES.removeFailed).data
    .saved;
}

/**
 * A copy of a saved item's `saved` that another feature keeps in its cache (the roommate list and
 * pages for a student, the featured grids for a post): sets it at once, and answers the undo.
 */
export type SavedCopy = (queryClient: QueryClient, id: string, saved: boolean) => () => void;

interface UseSaveProfileOptions {
  /** The other caches to keep in step (composed by the app, as features do not know each other). */
  copies?: readonly SavedCopy[];
}

/**
 * Saves (`mutate(true)`) or removes (`mutate(false)`) one student, optimistically: the copies change
 * at once and a removal leaves the cached pages of Saved; a failure puts everything back and says
 * why in a toast. The callbacks live here rather than in `mutate`'s options because the button may
 * be gone by then (Saved drops its card at once). One student's changes reach the server in order.
 */
export function useSaveProfile(id: string, { copies = [] }: UseSaveProfileOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => (saved ? saveProfile(id) : unsaveProfile(id)),
    scope: { id: `saved-profile:${id}` },
    onMutate: async (saved) => {
      // A page of Saved on its way would bring the student back.
      if (!saved) await queryClient.cancelQueries({ queryKey: savedProfilesQueryKey });
      const undo = copies.map((copy) => copy(queryClient, id, saved));
      if (!saved) undo.push(removeFromSavedPages(queryClient, id));
      return { undo };
    },
    onError: (error, saved, context) => {
      for (const restore of [...(context?.undo ?? [])].reverse()) restore();
      toast.error(getErrorMessage(error, saved ? SAVED_MESSAGES.saveFailed : SAVED_MESSAGES.removeFailed));
    },
    // Saved is read again either way: a new student joins it, a removed one lets the next page's first move up.
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedProfilesQueryKey }),
  });
}
