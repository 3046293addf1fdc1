import type { Notification } from '../types';

/** Whether the person has not read it yet (no `readAt`; the document lets the field be left out). */
export function isUnread(notification: Pick<Notification, 'readAt'>): boolean {
  return notification.readAt == null;
}
