import { useQuery } from '@tanstack/react-query';

import { useLiveStatus } from '@/lib/live/live-client';

import { getUnreadConversationsQueryOptions } from '../api/get-unread-conversations';

/** While the live stream is refused, the envelope's count is asked for this often. */
export const UNREAD_CONVERSATIONS_POLL_MS = 30_000;

/**
 * While the server refuses the tab a live stream (429), asks for the envelope's count every 30 s, and
 * at once when the tab is shown again (a hidden tab does not ask). Mounted once per tab, with the
 * stream (`MessagesLiveSync`), as notifications' `useUnreadCountPolling`.
 */
export function useUnreadConversationsPolling(): void {
  const polling = useLiveStatus() === 'polling';
  useQuery({
    ...getUnreadConversationsQueryOptions(),
    enabled: polling,
    refetchInterval: UNREAD_CONVERSATIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
    // Nothing of this observer is rendered: no re-render when the count changes.
    notifyOnChangeProps: [],
  });
}
