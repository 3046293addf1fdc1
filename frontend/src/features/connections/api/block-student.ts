import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { expectNoContent } from '@/lib/api/errors';

import type { ActionTarget, RelatedQueries } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';
import { refresh } from '../utils/refresh';

import { blockedStudentsQueryKey } from './get-blocked-students';
import { connectionsQueryKey } from './get-connections';
import { receivedRequestsQueryKey } from './get-received-requests';
import { sentRequestsQueryKey } from './get-sent-requests';

/** PUT /blocks/{id}: blocks a student at once, both ways, silently; any connection between the two ends. */
export async function blockStudent(id: string): Promise<void> {
  expectNoContent(await api.PUT('/blocks/{id}', { params: { path: { id } } }), CONNECTION_MESSAGES.blockFailed);
}

/**
 * Blocks a student (`mutate({ id: studentId, name })`). Everything that may show them is read again without waiting (the page that
 * blocked them moves away at once): the blocks, connections, requests and the related queries
 * (the roommate list and pages, Saved).
 */
export function useBlockStudent({ related = [] }: { related?: RelatedQueries } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => blockStudent(id),
    onSuccess: () => {
      void refresh(queryClient, [
        blockedStudentsQueryKey,
        connectionsQueryKey,
        receivedRequestsQueryKey,
        sentRequestsQueryKey,
        ...related,
      ]);
    },
  });
}
