import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { expectNoContent, getErrorMessage, unwrap } from '@/lib/api/errors';

import type { InterestState, RelatedQueries } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';
import { refresh } from '../utils/refresh';

import { connectionsQueryKey } from './get-connections';
import { receivedRequestsQueryKey } from './get-received-requests';
import { sentRequestsQueryKey } from './get-sent-requests';

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
 * the two (null for an unmark). Once it is done the connections,
 * the requests (a mutual interest settles them) and the related queries (the student's page and the
 * roommate list, which show who is connected) are read again; a failure is told in a toast. One
 * student's changes reach the server in order.
 */
export function useInterest(id: string, { related = [] }: { related?: RelatedQueries } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (interested: boolean): Promise<InterestState | null> => {
      if (interested) return markInterest(id);
      await removeInterest(id);
      return null;
    },
    scope: { id: `interest:${id}` },
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.interestFailed)),
    onSettled: () => refresh(queryClient, [connectionsQueryKey, receivedRequestsQueryKey, sentRequestsQueryKey, ...related]),
  });
}
