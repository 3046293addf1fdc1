import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

export type Analytics = components['schemas']['Analytics'];
export type RegistrationDay = components['schemas']['RegistrationDay'];
export type ModerationChart = components['schemas']['ModerationChart'];
export type UniversityRanking = components['schemas']['UniversityRanking'];

export const ANALYTICS_LOAD_FAILED = 'Failed to load analytics. Please try again later.';

/** Days (YYYY-MM-DD, UTC); either left out lets the server choose (the last 30 days). */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

/** GET /admin/analytics: one series per chart over the range of days. */
export async function getAnalytics({ from, to }: AnalyticsRange): Promise<Analytics> {
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return unwrap(await api.GET('/admin/analytics', { params: { query } }), ANALYTICS_LOAD_FAILED).data;
}

export function getAnalyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: ['admin', 'analytics', range.from ?? null, range.to ?? null],
    queryFn: () => getAnalytics(range),
    // The charts stay on screen while another range loads.
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(range: AnalyticsRange) {
  return useQuery(getAnalyticsQueryOptions(range));
}
