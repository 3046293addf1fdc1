import type { components } from '@/lib/api/generated/schema';

type DashboardDto = components['schemas']['Dashboard'];
type AnalyticsDto = components['schemas']['Analytics'];
type GrowthDto = components['schemas']['Growth'];

const flat: GrowthDto = { thisWeek: 0, lastWeek: 0, changePercent: null };

/** GET /admin/dashboard of an empty Quad, with `overrides` laid over each part. */
export function buildDashboard({
  totals,
  growth,
  performance,
  recentActivity = [],
  staffActionsLastDay = 0,
}: {
  totals?: Partial<DashboardDto['totals']>;
  growth?: Partial<DashboardDto['growth']>;
  performance?: Partial<DashboardDto['performance']>;
  recentActivity?: DashboardDto['recentActivity'];
  staffActionsLastDay?: number;
} = {}): DashboardDto {
  return {
    totals: {
      users: 0,
      activeUsers: 0,
      universities: 0,
      universitiesNotOpen: 0,
      profilesPending: 0,
      profilesApproved: 0,
      profilesRejected: 0,
      instagramAccounts: 0,
      postsQueued: 0,
      postsPosted: 0,
      postsFailed: 0,
      ...totals,
    },
    growth: {
      users: flat,
      activeUsers: flat,
      universities: flat,
      profilesSubmitted: flat,
      profilesApproved: flat,
      instagramAccounts: flat,
      postsQueued: flat,
      postsPosted: flat,
      ...growth,
    },
    performance: {
      periodDays: 30,
      decisions: 0,
      medianDecisionHours: null,
      decidedWithin48hPercent: null,
      approvalPercent: null,
      verificationPercent: null,
      publishSuccessPercent: null,
      overdueReviews: 0,
      ...performance,
    },
    recentActivity,
    staffActionsLastDay,
  };
}

/** Every day from `from` to `to` (YYYY-MM-DD, UTC). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** GET /admin/analytics with nothing in the range; `fill` sets a day's numbers. */
export function buildAnalytics(
  from: string,
  to: string,
  overrides: Partial<Omit<AnalyticsDto, 'from' | 'to' | 'registrations'>> & {
    registrations?: Record<string, { registered: number; verified: number }>;
  } = {},
): AnalyticsDto {
  const days = daysBetween(from, to);
  const { registrations = {}, ...rest } = overrides;
  return {
    from,
    to,
    registrations: days.map((day) => ({ day, registered: 0, verified: 0, ...registrations[day] })),
    moderation: {
      days: days.map((day) => ({ day, submitted: 0, approved: 0, rejected: 0, medianDecisionHours: null })),
      submitted: 0,
      approved: 0,
      rejected: 0,
      medianDecisionHours: null,
    },
    usersByUniversity: { top: [], others: 0, unassigned: 0 },
    postsByUniversity: { top: [], others: 0, unassigned: 0 },
    ...rest,
  };
}
