import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import type { RoommatesState } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

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

/** Takes "We're roommates" back; what shows who is connected is read again. */
export function useTakeBackRoommates() {
  return useMutation({
    mutationFn: takeBackRoommates,
    meta: { changes: ['connections'] },
    onError: (error) => void toast.error(getErrorMessage(error, CONNECTION_MESSAGES.takeBackFailed)),
  });
}
