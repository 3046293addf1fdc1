import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { getStoredToken } from '@/lib/api/token-storage';
import { useSession } from '@/lib/auth';
import { useLiveStatus } from '@/lib/live/live-client';
import { queryConfig } from '@/lib/query-client';

import { unreadConversationsQueryKey } from './query-keys';

/**
 * GET /conversations/unread: how many of the viewer's conversations hold messages they have not read
 * (answered for every signed-in person, with or without a profile).
 */
export async function getUnreadConversations(): Promise<number> {
  return unwrap(await api.GET('/conversations/unread')).data.unreadConversations;
}

export function getUnreadConversationsQueryOptions() {
  return queryOptions({ queryKey: unreadConversationsQueryKey, queryFn: getUnreadConversations });
}

/**
 * The envelope's count, which the live stream keeps current (`MessagesLiveSync`; while the stream is
 * refused, `useUnreadConversationsPolling` asks now and then). Nothing is asked while nobody is signed
 * in, nor once the token is gone (asking would answer 401 and send the page to /login). Small on
 * purpose: the header's provider imports it.
 */
export function useUnreadConversations() {
  const live = useLiveStatus();
  const signedIn = useSession((state) => state.isAuthenticated);
  return useQuery({
    ...getUnreadConversationsQueryOptions(),
    enabled: signedIn && getStoredToken() !== null,
    // An open stream brings every change: a new reader of the count need not ask again.
    staleTime: live === 'open' ? Infinity : queryConfig.queries.staleTime,
  });
}

/** Sets the cached count (from the live stream or a mutation's answer). */
export function setUnreadConversations(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<number>(unreadConversationsQueryKey, Math.max(0, count));
}
