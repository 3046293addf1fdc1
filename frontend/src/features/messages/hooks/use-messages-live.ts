import { useQueryClient } from '@tanstack/react-query';

import { useLiveEvent } from '@/lib/live/live-client';

import { showConversationRead, showMessageDeleted, showNewMessage } from '../api/cache-updates';
import { setUnreadConversations } from '../api/get-unread-conversations';
import { messagesQueryKey } from '../api/query-keys';

/**
 * Keeps the cached conversations, threads and envelope count in step with the tab's live stream:
 * `hello` (each connection) sets the count, and reads everything again when the server could not
 * replay what was missed; `message` joins its thread and moves its conversation up the list;
 * `messageDeleted` shows it deleted; `conversationRead` (from any of the person's tabs) clears the
 * conversation's unread; `conversationsChanged` (a block, or the other person's account deleted)
 * reads the conversations again.
 */
export function useMessagesLive(): void {
  const queryClient = useQueryClient();

  useLiveEvent('hello', ({ fresh, unreadConversations }) => {
    if (fresh) void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    setUnreadConversations(queryClient, unreadConversations);
  });

  useLiveEvent('message', ({ message, unreadConversations }) => {
    showNewMessage(queryClient, message);
    setUnreadConversations(queryClient, unreadConversations);
  });

  useLiveEvent('messageDeleted', ({ conversationId, messageId, unreadConversations }) => {
    showMessageDeleted(queryClient, conversationId, messageId);
    setUnreadConversations(queryClient, unreadConversations);
  });

  useLiveEvent('conversationRead', ({ conversationId, unreadConversations }) => {
    showConversationRead(queryClient, conversationId);
    setUnreadConversations(queryClient, unreadConversations);
  });

  useLiveEvent('conversationsChanged', ({ unreadConversations }) => {
    void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    setUnreadConversations(queryClient, unreadConversations);
  });
}
