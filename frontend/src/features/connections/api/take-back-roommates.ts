import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import type { RelatedQueries, RoommatesState } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';
import { refresh } from '../utils/refresh';

import { connectionsQueryKey } from './get-connections';

/**
 * DELETE /connections/{id}/roommates (the student's id): takes back the viewer's "We're roommates"
 * while the other has not said it (409 once both have); answers who has said so.
 */
export async function takeBackRoommates(studentId: string): Promise<RoommatesState> {
  return unwrap(
    await api.DELETE('/connections/{id}/roommates', { params: { path: { id: studentId } } }),
    CONNECTION_MESSAGES.takeBackFailed,
  ).data;
}

/** Takes "We're roommates" back; the connections and the related queries are read again. */
export function useTakeBackRoommates({ related = [] }: { related?: RelatedQueries } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBackRoommates,
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.takeBackFailed)),
    onSettled: () => refresh(queryClient, [connectionsQueryKey, ...related]),
  });
}
