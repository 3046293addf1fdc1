import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { SentRequest } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

export const sentRequestsQueryKey = ['connection-requests', 'sent'] as const;

/** GET /connections/requests/sent: the viewer's requests, newest first (a declined one reads `pending` until it expires). */
export async function getSentRequests(): Promise<SentRequest[]> {
  return unwrap(await api.GET('/connections/requests/sent'), CONNECTION_MESSAGES.sentLoadFailed).data;
}

export function getSentRequestsQueryOptions() {
  return queryOptions({ queryKey: sentRequestsQueryKey, queryFn: getSentRequests });
}

export function useSentRequests() {
  return useQuery(getSentRequestsQueryOptions());
}
