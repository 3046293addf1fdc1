import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import type { Conversation, CursorPage, Message } from '../types';
import { asDeleted, withMessage } from '../utils/conversation';

import { conversationListQueryKey, conversationQueryKey, threadQueryKey } from './query-keys';

/** The cached pages of an infinite query read by cursor. */
type Pages<T> = InfiniteData<CursorPage<T>, string | null>;

/** Changes one conversation wherever it is cached (the list's pages and its own query); answers whether the list holds it. */
function updateConversation(queryClient: QueryClient, id: string, update: (conversation: Conversation) => Conversation): boolean {
  queryClient.setQueryData<Conversation>(conversationQueryKey(id), (conversation) => conversation && update(conversation));
  let listed = false;
  queryClient.setQueryData<Pages<Conversation>>(conversationListQueryKey, (data) => {
    if (!data?.pages.some((page) => page.items.some((conversation) => conversation.id === id))) return data;
    listed = true;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((conversation) => (conversation.id === id ? update(conversation) : conversation)),
      })),
    };
  });
  return listed;
}

/** Changes one message of a cached thread. */
function updateThreadMessage(queryClient: QueryClient, conversationId: string, messageId: string, update: (message: Message) => Message) {
  queryClient.setQueryData<Pages<Message>>(threadQueryKey(conversationId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((message) => (message.id === messageId ? update(message) : message)),
      })),
    };
  });
}

/**
 * A new message (sent from this tab, or brought by the live stream; either may come first): it joins
 * the head of its cached thread once, and its conversation, with one more unread when the peer sent
 * it, moves to the top of the list. A conversation the list does not hold yet (its first message) is
 * read again with the list.
 */
export function showNewMessage(queryClient: QueryClient, message: Message): void {
  const { conversationId } = message;
  queryClient.setQueryData<Pages<Message>>(threadQueryKey(conversationId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || data.pages.some((page) => page.items.some((shown) => shown.id === message.id))) return data;
    return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
  });
  const listed = updateConversation(queryClient, conversationId, (conversation) => withMessage(conversation, message));
  if (!listed) {
    void queryClient.invalidateQueries({ queryKey: conversationListQueryKey });
    return;
  }
  // Newest activity first: the conversation this message now ends goes to the head of the first page.
  queryClient.setQueryData<Pages<Conversation>>(conversationListQueryKey, (data) => {
    const moved = data?.pages.flatMap((page) => page.items).find((conversation) => conversation.id === conversationId);
    if (!data || moved?.lastMessage?.id !== message.id) return data;
    return {
      ...data,
      pages: data.pages.map((page, index) => {
        const others = page.items.filter((conversation) => conversation.id !== conversationId);
        return { ...page, items: index === 0 ? [moved, ...others] : others };
      }),
    };
  });
}

/**
 * Its sender deleted a message: it reads "Message deleted" in its thread and, as the last message,
 * in the list. Had the conversation unread messages, its count is read again (the deleted one may
 * have been one of them).
 */
export function showMessageDeleted(queryClient: QueryClient, conversationId: string, messageId: string): void {
  updateThreadMessage(queryClient, conversationId, messageId, asDeleted);
  let hadUnread = false;
  updateConversation(queryClient, conversationId, (conversation) => {
    hadUnread ||= conversation.unread > 0;
    const last = conversation.lastMessage;
    return last?.id === messageId ? { ...conversation, lastMessage: asDeleted(last) } : conversation;
  });
  if (hadUnread) {
    void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
    void queryClient.invalidateQueries({ queryKey: conversationListQueryKey });
  }
}

/** The viewer read a conversation (here, or in another tab): nothing of it is unread any more. */
export function showConversationRead(queryClient: QueryClient, conversationId: string): void {
  updateConversation(queryClient, conversationId, (conversation) =>
    conversation.unread === 0 ? conversation : { ...conversation, unread: 0 },
  );
}
