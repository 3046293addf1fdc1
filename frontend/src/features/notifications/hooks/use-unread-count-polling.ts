import { useQuery } from '@tanstack/react-query';

import { useLiveStatus } from '@/lib/live/live-client';

import { getUnreadCountQueryOptions } from '../api/get-unread-count';

/** While the live stream is refused (too many open), the count is asked for this often. */
export const UNREAD_POLL_MS = 30_000;

/**
 * While the server refuses the tab a live stream (429: the person has too many open), asks for the
 * unread count every 30 s, and at once when the tab is shown again (a hidden tab does not ask).
 * Mounted once per tab, with the stream (`NotificationsLiveSync`), so the count is asked once.
 */
export function useUnreadCountPolling(): void {
  const polling = useLiveStatus() === 'polling';
  useQuery({
    ...getUnreadCountQueryOptions(),
    enabled: polling,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    // Nothing of this observer is rendered: no re-render when the count changes.
    notifyOnChangeProps: [],
  });
}
