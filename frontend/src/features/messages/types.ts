import type { ReactNode } from 'react';

import type { components } from '@/lib/api/generated/schema';

/**
 * The other person of a conversation: `studentId` null (and the name "Deleted user") once their
 * account is deleted; `photo` their photo's URL, if any.
 */
export type ConversationPeer = components['schemas']['ConversationPeer'];

/**
 * One message as the viewer sees it: `mine` when they sent it; `body` null once deleted (both people
 * then read "Message deleted"); `caution` only ever on a message the viewer received, which then
 * shows the first-contact safety note.
 */
export type Message = components['schemas']['Message'];

/**
 * A conversation between the viewer and one connected student, as the list and the thread show it:
 * its last message (none yet for a conversation just opened), the peer's messages the viewer has not
 * read (`unread`), whether the two are connected now (`canSend`: false after a disconnect, or once
 * the peer deleted their account), and its last message's time (or when it was opened).
 */
export type Conversation = components['schemas']['Conversation'];

/** One page of a list read by cursor: its items and where the next page starts (null: none). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The envelope's badge: how many conversations hold messages the viewer has not read. */
export type UnreadConversations = components['schemas']['UnreadConversations'];

/** What a Report action reports: the peer's profile (their student id) or one message (its id). */
export interface ReportTarget {
  kind: 'profile' | 'message';
  targetId: string;
  label?: string;
}

/**
 * The controls other features own, composed by the app (features do not know each other): Report
 * (the reports feature's dialog) and Block (connections').
 */
export interface ThreadControls {
  renderReport: (target: ReportTarget) => ReactNode;
  /** Block the peer; the app leaves the thread once they are blocked. */
  renderBlock: (peer: { studentId: string; name: string }) => ReactNode;
}
