import { formatDate } from '@/utils/date-time';
import { dayLabel, dayNumber } from '@/utils/day-groups';

import type { BlockablePeer, Conversation, Message } from '../types';

import { MESSAGING_TEXT } from './messages';

/** The message as both people see it once its sender deleted it. */
export function asDeleted(message: Message): Message {
  return { ...message, body: null, deleted: true, caution: false };
}

/**
 * The conversation once `message` arrived in it: its last message and time (unless it already holds
 * a later one, or this one), and one more unread when the peer sent it.
 */
export function withMessage(conversation: Conversation, message: Message): Conversation {
  const last = conversation.lastMessage;
  if (last?.id === message.id) return conversation;
  const later = last != null && new Date(last.createdAt).getTime() > new Date(message.createdAt).getTime();
  return {
    ...conversation,
    ...(later ? {} : { lastMessage: message, updatedAt: message.createdAt }),
    unread: conversation.unread + (message.mine ? 0 : 1),
  };
}

/**
 * The list row's one line: "You: ..." for the viewer's own, "Message deleted", or the peer's words
 * ("No messages yet" without one: the schema's `lastMessage` may be null or left out).
 */
export function lastMessagePreview(message: Message | null | undefined): string {
  if (message == null) return MESSAGING_TEXT.noMessages;
  if (message.deleted || message.body == null) return MESSAGING_TEXT.deleted;
  const text = message.body.replace(/\s+/g, ' ').trim();
  return message.mine ? `You: ${text}` : text;
}

/**
 * When the list's conversation last moved: "Just now", "5 min ago", "3 h ago" today, "Yesterday",
 * the weekday within a week ("Mon"), else the date ("Jun 12, 2025"), in the browser's time zone.
 */
export function conversationTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  const days = dayNumber(now) - dayNumber(date);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (days <= 0) return `${Math.floor(minutes / 60)} h ago`;
  if (days === 1) return dayLabel(date, now);
  if (days < 7) return date.toLocaleDateString('en-US', { weekday: 'short' });
  return formatDate(value);
}

/** "AL" for "Ada L.": the placeholder when the peer has no photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * The peer a report from this conversation may block too: none once their account is gone or the
 * viewer blocked them already (a block by the peer alone leaves the viewer free to block back).
 */
export function blockablePeer({ peer, youBlocked }: Pick<Conversation, 'peer' | 'youBlocked'>): BlockablePeer | undefined {
  const studentId = peer.studentId ?? null;
  return studentId === null || youBlocked ? undefined : { studentId, name: peer.name };
}
