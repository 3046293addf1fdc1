import { useQueryClient } from '@tanstack/react-query';

import { useLiveEvent } from '@/lib/live/live-client';

import { addToFirstPages, markReadInPages, notificationsQueryKey } from '../api/get-notifications';
import { setUnreadCount } from '../api/get-unread-count';

/**
 * Keeps the cached notifications and unread count in step with the tab's live stream: `hello` (each
 * connection) sets the count, and reads everything again when the server could not replay what was
 * missed; `notification` joins the first page; `read` (from this tab, another or another device)
 * marks the items read, which is what clears the badge everywhere.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();

  useLiveEvent('hello', ({ unread, fresh }) => {
    if (fresh) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    setUnreadCount(queryClient, unread);
  });

  useLiveEvent('notification', ({ notification, unread }) => {
    setUnreadCount(queryClient, unread);
    addToFirstPages(queryClient, notification);
  });

  useLiveEvent('read', ({ ids, unread }) => {
    markReadInPages(queryClient, ids, new Date().toISOString());
    setUnreadCount(queryClient, unread);
  });
}
