import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';
import { liveStream } from '@/lib/live/live-client';

import type { Notification } from '../types';
import { isUnread } from '../utils/is-unread';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

import { markReadInPages } from './get-notifications';
import { adjustUnreadCount, setUnreadCount, unreadCountQueryKey } from './get-unread-count';

/** POST /notifications/{id}/read: marks one of the person's notifications read (404 if not theirs); answers the unread count. */
export async function markNotificationRead(id: string): Promise<number> {
  return unwrap(
    await api.POST('/notifications/{id}/read', { params: { path: { id } } }),
    NOTIFICATIONS_MESSAGES.markReadFailed,
  ).data.unread;
}

/**
 * Marks a notification read, at once on every cached page and in the count; the answer's count is
 * kept. A failure puts everything back and says why in a toast. The callbacks live here rather than
 * in `mutate`'s options: the page may be gone by then (a click on the notification's link).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onMutate: async (notification) => {
      // A count on its way would bring the old number back.
      await queryClient.cancelQueries({ queryKey: unreadCountQueryKey });
      const undo = [markReadInPages(queryClient, [notification.id], new Date().toISOString())];
      if (isUnread(notification)) undo.push(adjustUnreadCount(queryClient, -1));
      return { undo };
    },
    // With the stream open, its `read` event brings the count in the order things happened (an
    // answer read late would overwrite a notification that arrived meanwhile).
    onSuccess: (unread) => {
      if (liveStream.status() !== 'open') setUnreadCount(queryClient, unread);
    },
    onError: (error, _notification, context) => {
      for (const restore of [...(context?.undo ?? [])].reverse()) restore();
      toast.error(getErrorMessage(error, NOTIFICATIONS_MESSAGES.markReadFailed));
    },
  });
}
