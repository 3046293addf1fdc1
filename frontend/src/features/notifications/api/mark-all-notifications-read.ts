import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';
import { liveStream } from '@/lib/live/live-client';

import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

import { markReadInPages } from './get-notifications';
import { adjustUnreadCount, setUnreadCount, unreadCountQueryKey } from './get-unread-count';

/** POST /notifications/read-all: marks every notification of the person read; answers the unread count (0). */
export async function markAllNotificationsRead(): Promise<number> {
  return unwrap(await api.POST('/notifications/read-all'), NOTIFICATIONS_MESSAGES.markAllReadFailed).data.unread;
}

/** Marks every notification read, at once on every cached page and in the count; a failure puts them back. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: unreadCountQueryKey });
      const unread = queryClient.getQueryData<number>(unreadCountQueryKey) ?? 0;
      return { undo: [markReadInPages(queryClient, null, new Date().toISOString()), adjustUnreadCount(queryClient, -unread)] };
    },
    // With the stream open, its `read` event brings the count in the order things happened (an
    // answer read late would overwrite a notification that arrived meanwhile).
    onSuccess: (unread) => {
      if (liveStream.status() !== 'open') setUnreadCount(queryClient, unread);
    },
    onError: (error, _variables, context) => {
      for (const restore of [...(context?.undo ?? [])].reverse()) restore();
      toast.error(getErrorMessage(error, NOTIFICATIONS_MESSAGES.markAllReadFailed));
    },
  });
}
