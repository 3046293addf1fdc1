import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { ReportsPage, ReportTab } from '../types';
import { REPORT_MESSAGES } from '../utils/messages';

/** Every query of the queue starts with this key: after an action, one invalidation reads both tabs again. */
export const reportsQueryKey = ['moderation-reports'] as const;

export interface ReportsParams {
  status: ReportTab;
  page?: number;
}

/**
 * GET /moderation/reports: one page (20) of the open or resolved reports the moderator may see (those
 * of their universities; all of them for an unassigned moderator or an admin).
 */
export async function getReports({ status, page = 1 }: ReportsParams): Promise<ReportsPage> {
  const body = unwrap(
    await api.GET('/moderation/reports', { params: { query: { status, ...(page > 1 ? { page } : {}) } } }),
    REPORT_MESSAGES.loadFailed,
  );
  return { reports: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getReportsQueryOptions({ status, page = 1 }: ReportsParams) {
  return queryOptions({
    queryKey: [...reportsQueryKey, status, { page }],
    queryFn: () => getReports({ status, page }),
    // Another page of the same tab keeps the current one on screen while it loads (not across tabs).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === status ? previous : undefined),
  });
}

export function useReports(params: ReportsParams) {
  return useQuery(getReportsQueryOptions(params));
}
