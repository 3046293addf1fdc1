import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { expectNoContent, getErrorMessage } from '@/lib/api/errors';

import type { ActionTarget, RelatedQueries } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';
import { refresh } from '../utils/refresh';

import { blockedStudentsQueryKey } from './get-blocked-students';

/** DELETE /blocks/{id}: unblocks a student (what the block ended stays ended). */
export async function unblockStudent(id: string): Promise<void> {
  expectNoContent(await api.DELETE('/blocks/{id}', { params: { path: { id } } }), CONNECTION_MESSAGES.unblockFailed);
}

/**
 * Unblocks a student (`mutate({ id: studentId, name })`); the blocks and the related queries (the
 * roommate list may show them again) are read again. The outcome is told in a toast.
 */
export function useUnblockStudent({ related = [] }: { related?: RelatedQueries } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => unblockStudent(id),
    onSuccess: (_nothing, { name }) => void toast.success(`${name} is unblocked.`),
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.unblockFailed)),
    onSettled: () => refresh(queryClient, [blockedStudentsQueryKey, ...related]),
  });
}
