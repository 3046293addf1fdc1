import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { CursorPage, Message } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

import { threadQueryKey } from './query-keys';

/** Messages per page of a thread (the server's default). */
export const MESSAGES_PAGE_SIZE = 50;

/**
 * GET /conversations/{id}/messages: one page of a conversation's messages, NEWEST FIRST, from
 * `before` (null: the newest). The thread shows them reversed, and "Load earlier messages" follows
 * the cursor.
 */
export async function getMessages(conversationId: string, before: string | null): Promise<CursorPage<Message>> {
  const body = unwrap(
    await api.GET('/conversations/{id}/messages', {
      params: { path: { id: conversationId }, query: { ...(before ? { before } : {}), limit: MESSAGES_PAGE_SIZE } },
    }),
    MESSAGING_TEXT.messagesLoadFailed,
  );
  return { items: body.data, nextCursor: body.nextCursor ?? null };
}

export function getMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: threadQueryKey(conversationId),
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(getMessagesQueryOptions(conversationId));
}
