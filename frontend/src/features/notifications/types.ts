import type { components } from '@/lib/api/generated/schema';

/** One notification of GET /notifications: what happened, where it leads, and whether it was read. */
export type Notification = components['schemas']['Notification'];

/** What a notification is about: `profileApproved`, `newDeviceSignIn`, `postFailed`... */
export type NotificationKind = components['schemas']['NotificationKind'];

/**
 * One row of the person's notification settings: whether this kind reaches them in the app and by
 * e-mail, and which of the two they may not turn off (security notices always reach them).
 */
export type NotificationPreference = components['schemas']['NotificationPreference'];

/** What the person may change of a row (one entry of the body of PUT /notifications/preferences). */
export type NotificationChoice = components['schemas']['PreferenceChange'];

/** One page of notifications, newest first. */
export interface NotificationsPage {
  notifications: Notification[];
  total: number;
  page: number;
  pageSize: number;
}

/** What an unsubscribe link is about (GET and POST /notifications/unsubscribe/{token}). */
export type UnsubscribeTopic = components['schemas']['Unsubscribed'];
