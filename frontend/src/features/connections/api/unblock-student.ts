import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { expectNoContent, getErrorMessage } from '@/lib/api/errors';

import type { ActionTarget } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** DELETE /blocks/{id}: unblocks a student (what the block ended stays ended). */
export async function unblockStudent(id: string): Promise<void> {
  expectNoContent(await api.DELETE('/blocks/{id}', { params: { path: { id } } }), CONNECTION_MESSAGES.unblockFailed);
}

/**
 * Unblocks a student (`mutate({ id: studentId, name })`); what shows blocks is read again (the
 * roommate list may show them again). The outcome is told in a toast.
 */
export function useUnblockStudent() {
  return useMutation({
    mutationFn: ({ id }: ActionTarget) => unblockStudent(id),
    meta: { changes: ['blocks'] },
    onSuccess: (_nothing, { name }) => void toast.success(`${name} is unblocked.`),
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.unblockFailed)),
  });
}
