import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { expectNoContent } from '@/lib/api/errors';

import type { ActionTarget } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** PUT /blocks/{id}: blocks a student at once, both ways, silently; any connection between the two ends. */
export async function blockStudent(id: string): Promise<void> {
  expectNoContent(await api.PUT('/blocks/{id}', { params: { path: { id } } }), CONNECTION_MESSAGES.blockFailed);
}

/**
 * Blocks a student (`mutate({ id: studentId, name })`). Everything that may show them is read again
 * (a block ends any connection and the requests between the two, and takes them off the blocker's
 * Saved), without waiting: the page that blocked them moves away at once.
 */
export function useBlockStudent() {
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => blockStudent(id),
    meta: { changes: ['blocks', 'connections', 'received-requests', 'sent-requests', 'saved-students'], readInBackground: true },
  });
}
