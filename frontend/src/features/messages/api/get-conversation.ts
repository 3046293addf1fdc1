import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Conversation } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

import { conversationQueryKey } from './query-keys';

/** GET /conversations/{id}: one of the viewer's conversations (404 "Conversation not found" otherwise). */
export async function getConversation(id: string): Promise<Conversation> {
  return unwrap(
    await api.GET('/conversations/{id}', { params: { path: { id } } }),
    MESSAGING_TEXT.conversationLoadFailed,
  ).data;
}

export function getConversationQueryOptions(id: string) {
  return queryOptions({ queryKey: conversationQueryKey(id), queryFn: () => getConversation(id) });
}

export function useConversation(id: string) {
  return useQuery(getConversationQueryOptions(id));
}
