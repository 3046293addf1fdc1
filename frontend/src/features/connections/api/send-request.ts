import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { characterCount } from '@/utils/caption';

import type { ConnectionRequest } from '../types';
import { CONNECTION_MESSAGES, NOTE_MAX } from '../utils/messages';

const NOTE_TOO_LONG = `Keep your note to ${NOTE_MAX} characters or fewer.`;

/** The request dialog: an optional note of at most 500 characters (counted as people count them). */
export const connectionRequestInputSchema = z.object({
  note: z.string().refine((note) => characterCount(note.trim()) <= NOTE_MAX, NOTE_TOO_LONG),
});

export type ConnectionRequestInput = z.infer<typeof connectionRequestInputSchema>;

/**
 * POST /connections/requests: asks a student to connect, with the note if there is one (201). 409 when
 * connected already, a request of the pair waits, or the pair waits 30 days; 429 with 10 waiting.
 */
export async function sendRequest(studentId: string, { note }: ConnectionRequestInput): Promise<ConnectionRequest> {
  const trimmed = note.trim();
  return unwrap(
    await api.POST('/connections/requests', { body: { studentId, ...(trimmed ? { note: trimmed } : {}) } }),
    CONNECTION_MESSAGES.sendFailed,
  ).data;
}

/** Sends the request; the requests are read again either way (a 409 may mean they asked first). */
export function useSendRequest(studentId: string) {
  return useMutation({
    mutationFn: (input: ConnectionRequestInput) => sendRequest(studentId, input),
    meta: { changes: ['sent-requests', 'received-requests'] },
  });
}
