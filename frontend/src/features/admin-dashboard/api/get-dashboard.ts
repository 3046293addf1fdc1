import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

export type Dashboard = components['schemas']['Dashboard'];
export type Totals = components['schemas']['Totals'];
export type Growth = components['schemas']['Growth'];
export type GrowthFigures = components['schemas']['GrowthFigures'];
export type Performance = components['schemas']['Performance'];
export type RecentItem = components['schemas']['RecentItem'];

/** Spec 8, "Universities and dashboard". */
export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data. Please try again later.';

/** GET /admin/dashboard: totals, this week against last, performance and the last 24 hours. */
export async function getDashboard(): Promise<Dashboard> {
  return unwrap(await api.GET('/admin/dashboard'), DASHBOARD_LOAD_FAILED).data;
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
