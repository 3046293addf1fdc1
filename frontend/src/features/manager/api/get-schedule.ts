import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { readPost, type ManagerPost, type ScheduleQuery } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { QUEUED_REFRESH_MS } from './get-posts';
import { managerQueryKey } from './query-key';

/** With nothing about to be published, the schedule is still read again this often. */
export const SCHEDULE_IDLE_REFRESH_MS = 60_000;
/** A queued post due within this long (or already overdue) makes the schedule refresh every `QUEUED_REFRESH_MS`. */
export const SCHEDULE_DUE_SOON_MS = 10 * 60_000;

/**
 * GET /manager/schedule: the posts of every university placed from `from` to `to` (at most 31 days),
 * in time order; a post is placed at its posted time, else its scheduled time.
 */
export async function getSchedule(range: ScheduleQuery): Promise<ManagerPost[]> {
  const body = unwrap(
    await api.GET('/manager/schedule', { params: { query: range } }),
    MANAGER_MESSAGES.scheduleFailed,
  );
  return body.data.map(readPost);
}

/**
 * How often the shown schedule is read again: every 5 s while one of its posts is being published or
 * is queued and due within 10 minutes (overdue ones included: the worker is about to take them), so
 * the worker's publishing shows; otherwise every 60 s.
 */
export function scheduleRefetchInterval(posts: readonly ManagerPost[] | undefined, now: number = Date.now()): number {
  const busy = posts?.some(
    (post) =>
      post.publishing ||
      (post.status === 'queued' && new Date(post.scheduledTime).getTime() - now <= SCHEDULE_DUE_SOON_MS),
  );
  return busy ? QUEUED_REFRESH_MS : SCHEDULE_IDLE_REFRESH_MS;
}

export function getScheduleQueryOptions(range: ScheduleQuery) {
  return queryOptions({
    queryKey: [...managerQueryKey, 'schedule', range],
    queryFn: () => getSchedule(range),
    // While another week loads, the previous one stays on screen.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => scheduleRefetchInterval(query.state.data),
    // Not while the tab is hidden (react-query's default, stated here as it matters).
    refetchIntervalInBackground: false,
  });
}

export function useSchedule(range: ScheduleQuery) {
  return useQuery(getScheduleQueryOptions(range));
}
