import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';
import { paths } from '@/config/paths';

import { useConversations } from '../api/get-conversations';
import { MESSAGING_TEXT } from '../utils/messages';

import { ConversationRow } from './conversation-row';

interface ConversationListProps {
  /** Shown instead of the list when the server answers 403 (no approved profile), with its message. */
  renderForbidden: (message: string) => ReactNode;
}

/** /messages: the viewer's conversations, newest activity first, 30 at a time; new messages arrive through the live stream. */
export function ConversationList({ renderForbidden }: ConversationListProps) {
  const list = useConversations();
  const state = listQueryState(list, {
    loadingLabel: 'Loading your conversations...',
    failedMessage: MESSAGING_TEXT.listLoadFailed,
    renderForbidden,
  });
  if (state || !list.data) return state;

  const conversations = list.data.pages.flatMap((page) => page.items);
  if (conversations.length === 0) {
    return (
      <EmptyState
        framed
        titleAs="h2"
        title={MESSAGING_TEXT.empty}
        icon={<MessagesSquare aria-hidden="true" className="size-7" />}
        action={<ButtonLink to={paths.connections}>{MESSAGING_TEXT.emptyAction}</ButtonLink>}
      >
        Open Connections and choose Message beside a student: your conversation shows up here once one of you writes.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      <ul aria-label="Your conversations, latest first" className="space-y-3">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading...' : 'Load more conversations'}
          </Button>
        </div>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-rose-700">
          {MESSAGING_TEXT.listLoadFailed}
        </p>
      )}
    </div>
  );
}
