import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { NotificationPreference } from '../types';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

/** Apart from the notifications' own key: a fresh live stream invalidates those, never a form being edited. */
export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** GET /notifications/preferences: one row per kind of notification, in the server's order. */
export async function getNotificationPreferences(): Promise<NotificationPreference[]> {
  return unwrap(await api.GET('/notifications/preferences'), NOTIFICATIONS_MESSAGES.preferencesLoadFailed).data.preferences;
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
