import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Conversation } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

import { conversationQueryKey } from './query-keys';

/**
 * POST /conversations: the viewer's conversation with a student, the existing one or a new empty one.
 * 403 "You can message students once you are connected"; 404 "Student not found".
 */
export async function openConversation(studentId: string): Promise<Conversation> {
  return unwrap(await api.POST('/conversations', { body: { studentId } }), MESSAGING_TEXT.openFailed).data;
}

/** Opens the conversation with a student (`mutate(studentId)`); the thread then starts from the answer. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => queryClient.setQueryData(conversationQueryKey(conversation.id), conversation),
  });
}
