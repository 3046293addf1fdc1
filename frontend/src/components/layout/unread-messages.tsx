import { createContext, useContext } from 'react';

/**
 * How many of the signed-in student's conversations hold messages they have not read, for the
 * header's envelope and the menus' Messages link: provided by the app (features/messages, through
 * the account provider of `SiteHeader` and `StaffShell`), 0 where nothing provides it.
 */
export const UnreadMessagesContext = createContext(0);

export function useUnreadMessages(): number {
  return useContext(UnreadMessagesContext);
}

/** Past this many conversations, the envelope says "9+" (its accessible name has the exact number). */
export const MESSAGES_BADGE_MAX = 9;

/** What screen readers hear after the count: "unread conversation(s)". */
export function unreadConversationsUnit(count: number): string {
  return count === 1 ? 'unread conversation' : 'unread conversations';
}

/** "Messages, 2 unread conversations", or "Messages" when none is. */
export function messagesLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} ${unreadConversationsUnit(unread)}` : 'Messages';
}
