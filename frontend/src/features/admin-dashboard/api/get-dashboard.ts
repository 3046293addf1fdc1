import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { ApiError, unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

export type Dashboard = components['schemas']['Dashboard'];
export type Totals = components['schemas']['Totals'];
export type Growth = components['schemas']['Growth'];
export type GrowthFigures = components['schemas']['GrowthFigures'];
export type Performance = components['schemas']['Performance'];
export type RecentItem = components['schemas']['RecentItem'];

/** Spec 8, "Universities and dashboard": the server refused. */
export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data. Please try again later.';
/** Spec 8, "Universities and dashboard": no readable answer came at all. */
export const DASHBOARD_LOAD_ERROR = 'An error occurred while loading dashboard data';

/** What the dashboard says when it cannot be loaded. */
export function dashboardErrorMessage(error: unknown): string {
  return error instanceof ApiError ? DASHBOARD_LOAD_FAILED : DASHBOARD_LOAD_ERROR;
}

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
