import { ErrorState } from '@/components/ui/list-states';
import { displayName, useSession } from '@/lib/auth';

import { dashboardErrorMessage, useDashboard } from '../api/get-dashboard';

import { DashboardSearch } from './dashboard-search';
import { NotOpenUniversities } from './not-open-universities';
import { PerformanceMetrics } from './performance-metrics';
import { QuickLinks } from './quick-links';
import { RecentActivity } from './recent-activity';
import { StatCards, StatCardsSkeleton } from './stat-cards';

function CardSkeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`h-72 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200 ${className}`} />;
}

/**
 * /admin (spec 2.6): search, the totals with their growth and the universities nobody can join yet,
 * quick links, recent activity and performance.
 */
export function AdminDashboard() {
  const user = useSession((state) => state.user);
  const dashboard = useDashboard();

  let totals;
  let details = null;
  if (dashboard.isPending) {
    totals = (
      <>
        <p role="status" className="sr-only">
          Loading dashboard...
        </p>
        <StatCardsSkeleton />
      </>
    );
    details = (
      <>
        <CardSkeleton className="xl:col-span-3" />
        <CardSkeleton className="xl:col-span-2" />
      </>
    );
  } else if (dashboard.isError) {
    totals = (
      <div className="rounded-2xl bg-white ring-1 ring-slate-200">
        <ErrorState message={dashboardErrorMessage(dashboard.error)} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      </div>
    );
  } else {
    totals = (
      <div className="space-y-4">
        <StatCards dashboard={dashboard.data} />
        <NotOpenUniversities count={dashboard.data.totals.universitiesNotOpen} />
      </div>
    );
    details = (
      <>
        <RecentActivity
          items={dashboard.data.recentActivity}
          staffActions={dashboard.data.staffActionsLastDay}
          className="xl:col-span-3"
        />
        <PerformanceMetrics performance={dashboard.data.performance} className="xl:col-span-2" />
      </>
    );
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">Welcome back, {displayName(user)}. Here is what is happening on Quad.</p>
        </div>
        <div className="w-full lg:max-w-md">
          <DashboardSearch />
        </div>
      </div>
      {totals}
      <QuickLinks />
      {details && <div className="grid gap-6 xl:grid-cols-5">{details}</div>}
    </div>
  );
}
