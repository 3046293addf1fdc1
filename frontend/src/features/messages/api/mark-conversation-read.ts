import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { liveStream } from '@/lib/live/live-client';

import { showConversationRead } from './cache-updates';
import { setUnreadConversations } from './get-unread-conversations';

/** POST /conversations/{id}/read: marks everything in the conversation read; answers the envelope's count. */
export async function markConversationRead(conversationId: string): Promise<number> {
  return unwrap(await api.POST('/conversations/{id}/read', { params: { path: { id: conversationId } } })).data
    .unreadConversations;
}

/**
 * Marks the open conversation read, at once in the caches. A failure changes nothing more (the next
 * message tries again); nothing is read again, so a refusal cannot turn into a loop of calls.
 */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onMutate: () => showConversationRead(queryClient, conversationId),
    // With the stream open, its `conversationRead` event brings the count in the order things happened.
    onSuccess: (count) => {
      if (liveStream.status() !== 'open') setUnreadConversations(queryClient, count);
    },
  });
}
