import { Link } from 'react-router';

import { badgeText } from '@/components/layout/unread-notifications';
import { conversationPath } from '@/config/paths';
import { formatDateTime } from '@/utils/date-time';

import type { Conversation } from '../types';
import { conversationTime, lastMessagePreview } from '../utils/conversation';
import { MESSAGING_TEXT } from '../utils/messages';

import { PeerAvatar } from './peer-avatar';

/**
 * One conversation of /messages: the peer's photo and name (a link to the thread, stretched over the
 * row), "Closed" once a block stands between the two, the last message on one line, when, and how
 * many of the peer's messages are unread (the row then in bold).
 */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { peer, lastMessage, unread, updatedAt } = conversation;
  const hasUnread = unread > 0;
  const deleted = lastMessage?.deleted === true;
  return (
    <div
      className={`relative flex items-center gap-3 rounded-2xl p-3 ring-1 transition-colors focus-within:ring-2 focus-within:ring-brand-500 hover:bg-slate-50 sm:gap-4 sm:p-4 ${
        hasUnread ? 'bg-brand-50/70 ring-brand-200' : 'bg-white ring-slate-200'
      }`}
    >
      <PeerAvatar peer={peer} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2">
            <h2 className={`truncate text-base text-slate-900 ${hasUnread ? 'font-bold' : 'font-semibold'}`}>
              <Link
                to={conversationPath(conversation.id)}
                className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {peer.name}
              </Link>
            </h2>
            {conversation.closed && (
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                {MESSAGING_TEXT.closedTag}
              </span>
            )}
          </div>
          <time dateTime={updatedAt} title={formatDateTime(updatedAt)} className="shrink-0 text-xs font-medium text-slate-600">
            {conversationTime(updatedAt)}
          </time>
        </div>
        <div className="mt-0.5 flex items-center justify-between gap-3">
          <p className={`truncate text-sm ${deleted ? 'text-slate-600 italic' : hasUnread ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
            {lastMessagePreview(lastMessage)}
          </p>
          {hasUnread && (
            <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              <span aria-hidden="true">{badgeText(unread)}</span>
              <span className="sr-only">
                {unread === 1 ? '1 unread message' : `${unread} unread messages`}
              </span>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
