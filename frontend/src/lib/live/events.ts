import type { components } from '@/lib/api/generated/schema';

/**
 * A message as the receiving tab's person sees it (`mine` is true in the sender's own tabs): the
 * `Message` schema of the messages API.
 */
export type LiveMessage = components['schemas']['Message'];

/**
 * The events of the live stream (GET /events), by their SSE `event:` name, with what their JSON
 * `data:` carries. A feature listens with `useLiveEvent(name, handler)`; a new kind of event is one
 * more entry here.
 */
export interface LiveEvents {
  /**
   * The first event of every connection: the person's unread notifications. `fresh` says the server
   * could not replay what the tab missed (its Last-Event-ID was unknown or too old), so whatever the
   * tab holds about notifications and messages may be out of date. `unreadConversations`: how many
   * of the person's conversations hold messages they have not read (the envelope's badge).
   */
  hello: { unread: number; fresh: boolean; unreadConversations: number };
  /** A new notification, and the unread count with it. */
  notification: { notification: components['schemas']['Notification']; unread: number };
  /** Notifications were marked read, here or in another tab or device: these ids, or all of them (null). */
  read: { ids: string[] | null; unread: number };
  /** A new message in one of the person's conversations (sent by them in another tab, or to them). */
  message: { conversationId: string; message: LiveMessage; unreadConversations: number };
  /** A message was deleted by its sender: both people see "Message deleted". */
  messageDeleted: { conversationId: string; messageId: string; unreadConversations: number };
  /** The person read a conversation in some tab or device: every tab shows it read. */
  conversationRead: { conversationId: string; unreadConversations: number };
  /**
   * The person's conversations changed without a message: one left the list (a block, either way)
   * or its other person deleted their account. Whatever the tab holds about them is read again.
   */
  conversationsChanged: { unreadConversations: number };
  /**
   * The person's university address was confirmed (its link opened, on any device) or removed: the
   * universities they may join changed, so their membership is read again.
   */
  membershipChanged: Record<string, never>;
}

export type LiveEventName = keyof LiveEvents;

/**
 * Where the tab's stream stands:
 * - `idle`: not started (signed out) or stopped;
 * - `connecting`: opening it;
 * - `open`: events arrive as they happen;
 * - `retrying`: it failed or ended, and is opened again after a pause;
 * - `polling`: the server refused it because the person has too many open (429): features ask for
 *   what they need now and then, and the stream is tried again a little later;
 * - `unauthorized`: the server refused the session (401); it stays closed.
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'retrying' | 'polling' | 'unauthorized';
