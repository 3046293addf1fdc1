import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { expectNoContent, getErrorMessage, unwrap } from '@/lib/api/errors';

import type { InterestState } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** PUT /roommates/{id}/interest: marks a student "Interested", privately; a mutual interest connects the two at once. */
export async function markInterest(id: string): Promise<InterestState> {
  return unwrap(await api.PUT('/roommates/{id}/interest', { params: { path: { id } } }), CONNECTION_MESSAGES.interestFailed).data;
}

/** DELETE /roommates/{id}/interest: takes the interest back (a connection it made stays). */
export async function removeInterest(id: string): Promise<void> {
  expectNoContent(await api.DELETE('/roommates/{id}/interest', { params: { path: { id } } }), CONNECTION_MESSAGES.interestFailed);
}

/**
 * Marks (`mutate(true)`) or unmarks (`mutate(false)`) one student; a mark answers whether it connected
 * the two (null for an unmark). Once it is done what shows who is connected (the connections, the
 * student's page and the roommate list) and the requests (a mutual interest settles them) is read
 * again; a failure is told in a toast. One student's changes reach the server in order.
 */
export function useInterest(id: string) {
  return useMutation({
    mutationFn: async (interested: boolean): Promise<InterestState | null> => {
      if (interested) return markInterest(id);
      await removeInterest(id);
      return null;
    },
    scope: { id: `interest:${id}` },
    meta: { changes: ['connections', 'received-requests', 'sent-requests'] },
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.interestFailed)),
  });
}
