/** The texts of Notifications. */
export const NOTIFICATIONS_MESSAGES = {
  loadFailed: 'Failed to load your notifications. Please try again later.',
  markReadFailed: 'Could not mark this notification as read. Please try again.',
  markAllReadFailed: 'Could not mark your notifications as read. Please try again.',
  empty: 'No notifications yet',
  preferencesLoadFailed: 'Failed to load your notification settings.',
  preferencesSaveFailed: 'Failed to save your notification settings.',
  preferencesSaved: 'Notification settings saved',
  emailNeedsApp: 'E-mails report what is unread in the app: turn on “In the app” to get them.',
  lockedReason: 'Always on: security notices, decisions about your profile and failed posts reach you as they happen.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribeFailed: 'Could not unsubscribe you. Please try again.',
} as const;
