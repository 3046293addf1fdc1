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
 * read (`unread`), whether either may write (`canSend`: false after a disconnect, a block, or once
 * the peer deleted their account), whether a block stands between the two either way (`closed`:
 * still readable and reportable, nobody writes), whether the viewer is the one who blocked
 * (`youBlocked`), and its last message's time (or when it was opened).
 */
export type Conversation = components['schemas']['Conversation'];

/** One page of a list read by cursor: its items and where the next page starts (null: none). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The envelope's badge: how many conversations hold messages the viewer has not read. */
export type UnreadConversations = components['schemas']['UnreadConversations'];

/** The peer as a Report action may block them along with the report. */
export interface BlockablePeer {
  studentId: string;
  name: string;
}

/**
 * What a Report action reports: the peer's profile (their student id) or one message (its id);
 * `alsoBlock`, the peer the report may block too (left out once the viewer blocked them).
 */
export interface ReportTarget {
  kind: 'profile' | 'message';
  targetId: string;
  label?: string;
  alsoBlock?: BlockablePeer;
}

/**
 * The controls other features own, composed by the app (features do not know each other): Report
 * (the reports feature's dialog) and Block (connections').
 */
export interface ThreadControls {
  renderReport: (target: ReportTarget) => ReactNode;
  /** Block the peer (offered while the conversation is open); the thread then shows it closed. */
  renderBlock: (peer: BlockablePeer) => ReactNode;
}
