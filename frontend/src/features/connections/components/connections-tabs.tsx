import type { ReactNode } from 'react';

import { Tabs } from '@/components/ui/tabs';

import { useReceivedRequests } from '../api/get-received-requests';
import { CONNECTIONS_TABS, useConnectionsTab, type ConnectionsTab } from '../hooks/use-connections-tab';

interface ConnectionsTabsProps {
  /** The list of each tab (composed by the app); only the chosen one is drawn. */
  panels: Record<ConnectionsTab, ReactNode>;
}

/** How many requests wait for the viewer's answer (0 until known). */
function useWaitingCount(): number {
  const received = useReceivedRequests();
  return received.data?.filter(({ request }) => request.status === 'pending').length ?? 0;
}

/** /connections' three lists, Connections, Requests and Blocked, as tabs kept in the address (`?tab=requests`). */
export function ConnectionsTabs({ panels }: ConnectionsTabsProps) {
  const { tab, selectTab } = useConnectionsTab();
  const waiting = useWaitingCount();
  const labels: Record<ConnectionsTab, ReactNode> = {
    connections: 'Connections',
    requests: (
      <>
        Requests
        {waiting > 0 && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{waiting}</span>}
      </>
    ),
    blocked: 'Blocked',
  };
  const names = waiting > 0 ? { requests: `Requests, ${waiting} waiting` } : {};
  return (
    <Tabs label="Connections" idPrefix="connections" tabs={CONNECTIONS_TABS} labels={labels} names={names} selected={tab} onSelect={selectTab}>
      {panels[tab]}
    </Tabs>
  );
}
