import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Connection } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

export const connectionsQueryKey = ['connections'] as const;

/** GET /connections: the students the viewer is connected with, newest first (403 without an approved profile). */
export async function getConnections(): Promise<Connection[]> {
  return unwrap(await api.GET('/connections'), CONNECTION_MESSAGES.loadFailed).data;
}

export function getConnectionsQueryOptions() {
  return queryOptions({ queryKey: connectionsQueryKey, queryFn: getConnections });
}

export function useConnections() {
  return useQuery(getConnectionsQueryOptions());
}
