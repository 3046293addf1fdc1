import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

export type ActivityEntry = components['schemas']['ActivityEntry'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditTargetKind = components['schemas']['AuditTargetKind'];

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_LOAD_FAILED = 'Failed to load activity. Please try again later.';

export interface ActivityParams {
  action?: AuditAction;
  targetKind?: AuditTargetKind;
  /** A day (YYYY-MM-DD), from its start, in the browser's time zone. */
  from?: string;
  /** A day (YYYY-MM-DD), to its end, in the browser's time zone. */
  to?: string;
  page?: number;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

function startOfDay(day: string, plusDays = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/** GET /admin/activity: one page of staff actions, newest first. */
export async function getActivity({ action, targetKind, from, to, page = 1 }: ActivityParams = {}): Promise<ActivityPage> {
  const fromTime = from ? startOfDay(from) : undefined;
  const toTime = to ? startOfDay(to, 1) : undefined;
  const body = unwrap(
    await api.GET('/admin/activity', {
      params: {
        query: {
          ...(action ? { action } : {}),
          ...(targetKind ? { targetKind } : {}),
          ...(fromTime ? { from: fromTime } : {}),
          ...(toTime ? { to: toTime } : {}),
          ...(page > 1 ? { page } : {}),
          pageSize: ACTIVITY_PAGE_SIZE,
        },
      },
    }),
    ACTIVITY_LOAD_FAILED,
  );
  return { entries: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function useActivity(params: ActivityParams) {
  return useQuery(
    queryOptions({
      queryKey: ['activity', params],
      queryFn: () => getActivity(params),
      placeholderData: keepPreviousData,
    }),
  );
}
