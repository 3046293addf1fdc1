import { useLayoutEffect, useMemo, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { groupByDay } from '@/utils/day-groups';

import { useMessages } from '../api/get-messages';
import type { Conversation, ThreadControls } from '../types';
import { blockablePeer } from '../utils/conversation';
import { MESSAGING_TEXT } from '../utils/messages';

import { MessageItem } from './message-item';

interface MessageLogProps {
  conversation: Conversation;
  renderReport: ThreadControls['renderReport'];
}

/**
 * The conversation's messages, oldest at the top, under a separator per day ("Today", "Yesterday", a
 * date), in a scrolling log that shows the newest on opening and when one arrives. "Load earlier
 * messages" adds the page before, keeping in view what was read.
 */
export function MessageLog({ conversation, renderReport }: MessageLogProps) {
  const thread = useMessages(conversation.id);
  const logRef = useRef<HTMLDivElement>(null);
  /** The distance from the bottom to keep while earlier messages load above. */
  const keptFromBottom = useRef<number | null>(null);
  // The pages come newest first: the log reads oldest first.
  const messages = useMemo(() => (thread.data?.pages.flatMap((page) => page.items) ?? []).reverse(), [thread.data]);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;
  const alsoBlock = blockablePeer(conversation);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || keptFromBottom.current === null) return;
    log.scrollTop = log.scrollHeight - keptFromBottom.current;
    keptFromBottom.current = null;
  }, [oldestId]);

  const loadEarlier = () => {
    const log = logRef.current;
    if (log) keptFromBottom.current = log.scrollHeight - log.scrollTop;
    void thread.fetchNextPage();
  };

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={`Messages with ${conversation.peer.name}`}
      // A region that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-1 py-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {thread.isPending && <LoadingState label="Loading messages..." compact />}
      {thread.isError && (
        <ErrorState compact message={MESSAGING_TEXT.messagesLoadFailed} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
      )}
      {thread.hasNextPage && (
        <div className="mb-2 flex flex-col items-center gap-2">
          <Button variant="secondary" size="sm" onClick={loadEarlier} disabled={thread.isFetchingNextPage}>
            {thread.isFetchingNextPage ? 'Loading...' : 'Load earlier messages'}
          </Button>
          {thread.isFetchNextPageError && (
            <p role="alert" className="text-sm text-rose-700">
              {MESSAGING_TEXT.earlierLoadFailed}
            </p>
          )}
        </div>
      )}
      {thread.isSuccess && messages.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-600">
          {conversation.closed ? 'No messages.' : `No messages yet. Say hello to ${conversation.peer.name}!`}
        </p>
      )}
      {groupByDay(messages).map((day) => (
        <div key={day.key}>
          <h2 className="my-4 flex justify-center">
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">{day.label}</span>
          </h2>
          <ol className="space-y-3">
            {day.items.map((message) => (
              <li key={message.id}>
                <MessageItem message={message} peerName={conversation.peer.name} alsoBlock={alsoBlock} renderReport={renderReport} />
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
