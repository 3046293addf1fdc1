import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { ApiError, unwrap } from '@/lib/api/errors';

import type { Message } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

import { showNewMessage } from './cache-updates';
import { conversationQueryKey } from './query-keys';

/**
 * POST /conversations/{id}/messages (201): sends `body` (trimmed, at most 2,000 characters). 400 with
 * the field `body`; 403 once the two are no longer connected; 429 when sending too fast or past 300
 * a day.
 */
export async function sendMessage(conversationId: string, body: string): Promise<Message> {
  return unwrap(
    await api.POST('/conversations/{id}/messages', { params: { path: { id: conversationId } }, body: { body } }),
    MESSAGING_TEXT.sendFailed,
  ).data;
}

/**
 * Sends a message; once sent it joins the thread and the list. A 403 (no longer connected) reads the
 * conversation again, whose `canSend` then turns the composer off.
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(conversationId, body),
    onSuccess: (message) => showNewMessage(queryClient, message),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
      }
    },
  });
}
