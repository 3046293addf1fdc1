import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Conversation, CursorPage } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

import { conversationListQueryKey } from './query-keys';

/** Conversations per page of /messages (the server's default). */
export const CONVERSATIONS_PAGE_SIZE = 30;

/**
 * GET /conversations: one page of the viewer's conversations holding at least one message, newest
 * activity first, from `before` (a cursor of the page before; null for the first).
 */
export async function getConversations(before: string | null): Promise<CursorPage<Conversation>> {
  const body = unwrap(
    await api.GET('/conversations', {
      params: { query: { ...(before ? { before } : {}), limit: CONVERSATIONS_PAGE_SIZE } },
    }),
    MESSAGING_TEXT.listLoadFailed,
  );
  return { items: body.data, nextCursor: body.nextCursor ?? null };
}

export function getConversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: conversationListQueryKey,
    queryFn: ({ pageParam }) => getConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useConversations() {
  return useInfiniteQuery(getConversationsQueryOptions());
}
