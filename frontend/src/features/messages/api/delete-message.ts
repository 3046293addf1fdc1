import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { expectNoContent } from '@/lib/api/errors';

import { MESSAGING_TEXT } from '../utils/messages';

import { showMessageDeleted } from './cache-updates';

/** DELETE /conversations/{id}/messages/{messageId} (204): deletes one of the viewer's own messages (404 otherwise). */
export async function deleteMessage(conversationId: string, messageId: string): Promise<void> {
  expectNoContent(
    await api.DELETE('/conversations/{id}/messages/{messageId}', { params: { path: { id: conversationId, messageId } } }),
    MESSAGING_TEXT.deleteFailed,
  );
}

/** Deletes one of the viewer's messages (`mutate(messageId)`); it then reads "Message deleted" here as for the peer. */
export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteMessage(conversationId, messageId),
    onSuccess: (_nothing, messageId) => showMessageDeleted(queryClient, conversationId, messageId),
  });
}
