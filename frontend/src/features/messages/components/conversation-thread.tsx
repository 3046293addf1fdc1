import { MessageSquareOff } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api/errors';

import { useConversation } from '../api/get-conversation';
import { useMarkReadWhileVisible } from '../hooks/use-mark-read-while-visible';
import type { Conversation, ThreadControls } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

import { ClosedNote } from './closed-note';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { BackToMessages, ThreadHeader } from './thread-header';

interface ConversationThreadProps extends ThreadControls {
  conversationId: string;
  /** Shown when the server answers 403 (no approved profile), with its message. */
  renderForbidden: (message: string) => ReactNode;
}

/** The frame of the thread's other states: back to the list, an h1 and what happened. */
function ThreadState({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div>
      <BackToMessages />
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

function NotFound() {
  return (
    <ThreadState title={MESSAGING_TEXT.notFound}>
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-slate-200">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <MessageSquareOff aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 max-w-md text-sm text-slate-600">
          The link may not be right, or the conversation is not one of yours.
        </p>
        <ButtonLink to={paths.messages} className="mt-6">
          Your conversations
        </ButtonLink>
      </div>
    </ThreadState>
  );
}

function LoadedThread({ conversation, renderReport, renderBlock }: { conversation: Conversation } & ThreadControls) {
  useDocumentTitle(`${conversation.peer.name} · Messages`);
  useMarkReadWhileVisible(conversation);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader conversation={conversation} renderReport={renderReport} renderBlock={renderBlock} />
      <MessageLog conversation={conversation} renderReport={renderReport} />
      {conversation.closed ? <ClosedNote conversation={conversation} /> : <Composer key={conversation.id} conversation={conversation} />}
    </div>
  );
}

/**
 * /messages/{id}: one conversation with a connected student: who, the messages by day, and the box to
 * write in (once a block closed it, a note in its place). Opening it (and each message arriving while
 * the tab is shown) marks it read.
 */
export function ConversationThread({ conversationId, renderForbidden, renderReport, renderBlock }: ConversationThreadProps) {
  const conversation = useConversation(conversationId);
  if (conversation.isPending) return <LoadingState label="Loading the conversation..." />;
  if (conversation.isError) {
    const { error } = conversation;
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 404 || status === 400) return <NotFound />;
    if (status === 403) return <ThreadState title="Messages">{renderForbidden(error.message)}</ThreadState>;
    return (
      <ThreadState title="Messages">
        <ErrorState
          framed
          message={MESSAGING_TEXT.conversationLoadFailed}
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching}
        />
      </ThreadState>
    );
  }
  return <LoadedThread conversation={conversation.data} renderReport={renderReport} renderBlock={renderBlock} />;
}
