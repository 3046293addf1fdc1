import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { getStoredToken } from '@/lib/api/token-storage';
import { useSession } from '@/lib/auth';
import { useLiveStatus } from '@/lib/live/live-client';
import { queryConfig } from '@/lib/query-client';

import { notificationsQueryKey } from './get-notifications';

export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

/** GET /notifications/unread-count: how many of the person's notifications are unread. */
export async function getUnreadCount(): Promise<number> {
  return unwrap(await api.GET('/notifications/unread-count')).data.unread;
}

export function getUnreadCountQueryOptions() {
  return queryOptions({ queryKey: unreadCountQueryKey, queryFn: getUnreadCount });
}

/**
 * The unread count, which the live stream keeps current (`useNotificationsLive`; while the stream is
 * refused, `useUnreadCountPolling` asks for it now and then). Nothing is asked while nobody is signed
 * in (a guest's menu), nor once the token is gone: asking would answer 401 and send the page to /login.
 */
export function useUnreadCount() {
  const live = useLiveStatus();
  const signedIn = useSession((state) => state.isAuthenticated);
  return useQuery({
    ...getUnreadCountQueryOptions(),
    enabled: signedIn && getStoredToken() !== null,
    // An open stream brings every change: a new reader of the count need not ask again.
    staleTime: live === 'open' ? Infinity : queryConfig.queries.staleTime,
  });
}

/** Sets the cached unread count (from the live stream or a mutation's answer). */
export function setUnreadCount(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData<number>(unreadCountQueryKey, Math.max(0, unread));
}

/** Changes the cached unread count by `delta`, if known; answers the undo. */
export function adjustUnreadCount(queryClient: QueryClient, delta: number): () => void {
  const before = queryClient.getQueryData<number>(unreadCountQueryKey);
  if (before === undefined) return () => undefined;
  setUnreadCount(queryClient, before + delta);
  return () => queryClient.setQueryData<number>(unreadCountQueryKey, before);
}
