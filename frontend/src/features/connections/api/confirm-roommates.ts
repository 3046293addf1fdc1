import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import type { RelatedQueries, RoommatesState } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';
import { refresh } from '../utils/refresh';

import { connectionsQueryKey } from './get-connections';

/** POST /connections/{id}/roommates (the student's id): says "We're roommates"; answers who has said so. */
export async function confirmRoommates(studentId: string): Promise<RoommatesState> {
  return unwrap(
    await api.POST('/connections/{id}/roommates', { params: { path: { id: studentId } } }),
    CONNECTION_MESSAGES.roommatesFailed,
  ).data;
}

/**
 * Says "We're roommates"; the connections are read again, and the related queries (once both said
 * so, the two leave each other's roommate lists).
 */
export function useConfirmRoommates({ related = [] }: { related?: RelatedQueries } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRoommates,
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.roommatesFailed)),
    onSettled: () => refresh(queryClient, [connectionsQueryKey, ...related]),
  });
}
