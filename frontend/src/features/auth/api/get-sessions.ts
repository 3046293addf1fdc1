import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

/** One place the person is signed in (`Session`). */
export type SignInSession = components['schemas']['Session'];
export type SignInMethod = SignInSession['method'];

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** GET /auth/sessions: the person's live sessions, most recently used first. */
export async function getSessions(): Promise<SignInSession[]> {
  return unwrap(await api.GET('/auth/sessions'), 'Failed to load your sessions').data;
}

export function getSessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
