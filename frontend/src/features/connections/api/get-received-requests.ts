import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { ReceivedRequest } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

export const receivedRequestsQueryKey = ['connection-requests', 'received'] as const;

/** GET /connections/requests/received: the requests waiting for the viewer's answer, newest first. */
export async function getReceivedRequests(): Promise<ReceivedRequest[]> {
  return unwrap(await api.GET('/connections/requests/received'), CONNECTION_MESSAGES.receivedLoadFailed).data;
}

export function getReceivedRequestsQueryOptions() {
  return queryOptions({ queryKey: receivedRequestsQueryKey, queryFn: getReceivedRequests });
}

export function useReceivedRequests() {
  return useQuery(getReceivedRequestsQueryOptions());
}
