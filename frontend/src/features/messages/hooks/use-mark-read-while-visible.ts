import { useEffect } from 'react';

import { useDocumentVisible } from '@/hooks/use-document-visible';

import { useMarkConversationRead } from '../api/mark-conversation-read';
import type { Conversation } from '../types';

/**
 * Marks the open conversation read whenever it holds unread messages while the tab is shown: on
 * opening it, when a message arrives, when the tab is shown again. Marking sets the unread to 0 at
 * once, so each change asks once, and a failure is not tried again until something changes.
 */
export function useMarkReadWhileVisible(conversation: Pick<Conversation, 'id' | 'unread'>): void {
  const visible = useDocumentVisible();
  const { mutate: markRead } = useMarkConversationRead(conversation.id);
  const { unread } = conversation;
  useEffect(() => {
    if (visible && unread > 0) markRead();
  }, [visible, unread, markRead]);
}
