import { useQueryClient } from '@tanstack/react-query';

import { useLiveEvent } from '@/lib/live/live-client';

import { connectionsQueryKey } from '../api/get-connections';
import { receivedRequestsQueryKey } from '../api/get-received-requests';
import { sentRequestsQueryKey } from '../api/get-sent-requests';
import type { RelatedQueries } from '../types';
import { refresh } from '../utils/refresh';

/**
 * Renders nothing: when the live stream brings a notification of a request to connect, the requests
 * are read again; of a new connection (a request accepted, a mutual interest), the connections, the
 * sent requests and the related queries (the roommate list and pages, which show who is connected).
 * The app mounts it once, with the stream.
 */
export function ConnectionsLiveSync({ related = [] }: { related?: RelatedQueries }) {
  const queryClient = useQueryClient();
  useLiveEvent('notification', ({ notification }) => {
    if (notification.kind === 'connectionRequested') void refresh(queryClient, [receivedRequestsQueryKey]);
    if (notification.kind === 'connected') void refresh(queryClient, [connectionsQueryKey, sentRequestsQueryKey, ...related]);
  });
  return null;
}
