import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { DashboardCounts } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/** GET /manager/dashboard: real counts over all universities. */
export async function getDashboard(): Promise<DashboardCounts> {
  return unwrap(await api.GET('/manager/dashboard'), MANAGER_MESSAGES.dashboardFailed).data;
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: [...managerQueryKey, 'dashboard'], queryFn: getDashboard });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
