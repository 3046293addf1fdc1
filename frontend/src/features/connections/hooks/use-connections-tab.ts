import { useTabParam } from '@/hooks/use-tab-param';

/** The lists of /connections: the connections (the default, no parameter), the requests and the blocked students. */
export const CONNECTIONS_TABS = ['connections', 'requests', 'blocked'] as const;
export type ConnectionsTab = (typeof CONNECTIONS_TABS)[number];

/**
 * The tab of /connections, kept in the address (`?tab=requests`), so reloading, going back and
 * sharing the link keep it; an unknown tab shows the connections.
 */
export function useConnectionsTab() {
  return useTabParam('tab', CONNECTIONS_TABS);
}
