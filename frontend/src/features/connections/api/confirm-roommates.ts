import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import type { RoommatesState } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** POST /connections/{id}/roommates (the student's id): says "We're roommates"; answers who has said so. */
export async function confirmRoommates(studentId: string): Promise<RoommatesState> {
  return unwrap(
    await api.POST('/connections/{id}/roommates', { params: { path: { id: studentId } } }),
    CONNECTION_MESSAGES.roommatesFailed,
  ).data;
}

/**
 * Says "We're roommates"; what shows who is connected is read again (once both said so, the two leave
 * each other's roommate lists).
 */
export function useConfirmRoommates() {
  return useMutation({
    mutationFn: confirmRoommates,
    meta: { changes: ['connections'] },
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.roommatesFailed)),
  });
}
