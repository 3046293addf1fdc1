/** Every query of the viewer's messages starts with this key (a fresh live stream reads them all again). */
export const messagesQueryKey = ['conversations'] as const;

/** The pages of the conversation list. */
export const conversationListQueryKey = [...messagesQueryKey, 'list'] as const;

/** One conversation (its peer, whether the viewer may still send, its unread count). */
export const conversationQueryKey = (conversationId: string) => [...messagesQueryKey, 'detail', conversationId] as const;

/** The pages of one conversation's messages, newest first. */
export const threadQueryKey = (conversationId: string) => [...messagesQueryKey, 'messages', conversationId] as const;

/** The envelope's badge. */
export const unreadConversationsQueryKey = [...messagesQueryKey, 'unread'] as const;
