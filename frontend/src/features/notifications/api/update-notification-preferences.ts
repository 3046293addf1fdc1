import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { NotificationChoice, NotificationPreference } from '../types';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

import { notificationPreferencesQueryKey } from './get-notification-preferences';

/**
 * PUT /notifications/preferences: the whole list of choices at once (a locked channel is sent as it
 * is); answers the rows as saved. 400 with field errors for a kind the server does not know.
 */
export async function updateNotificationPreferences(preferences: NotificationChoice[]): Promise<NotificationPreference[]> {
  return unwrap(
    await api.PUT('/notifications/preferences', { body: { preferences } }),
    NOTIFICATIONS_MESSAGES.preferencesSaveFailed,
  ).data.preferences;
}

/** Saves the choices; the cached rows become the server's answer. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationPreferencesQueryKey, preferences),
  });
}
