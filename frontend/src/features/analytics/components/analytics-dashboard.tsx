import { CircleAlert } from 'lucide-react';
import { useState } from 'react';

import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { ApiError } from '@/lib/api/errors';

import { ANALYTICS_LOAD_FAILED, useAnalytics } from '../api/get-analytics';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { colours } from '../utils/colours';
import { formatDay, todayUtc } from '../utils/days';

import { ModerationChart } from './moderation-chart';
import { RangeControl } from './range-control';
import { RegistrationsChart } from './registrations-chart';
import { UniversityChart } from './university-chart';

/** /admin/analytics: sign-ups, reviews and posts over a range of days kept in the address. */
export function AnalyticsDashboard() {
  const { range, setRange } = useAnalyticsRange();
  const analytics = useAnalytics(range);
  const [today] = useState(() => todayUtc());
  // A range the server refused (400) is the person's to fix: its message goes under the inputs.
  const rangeError = analytics.error instanceof ApiError && analytics.error.status === 400 ? analytics.error.message : null;
  const shown = analytics.data;
  const from = range.from ?? shown?.from ?? '';
  const to = range.to ?? shown?.to ?? '';

  let body;
  if (analytics.isPending) {
    body = <LoadingState label="Loading analytics..." />;
  } else if (rangeError) {
    body = null;
  } else if (analytics.isError) {
    body = (
      <div className="rounded-2xl bg-white ring-1 ring-slate-200">
        <ErrorState
          message={ANALYTICS_LOAD_FAILED}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      </div>
    );
  } else {
    const data = analytics.data;
    body = (
      <div className={`grid gap-6 xl:grid-cols-2 ${analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`} aria-busy={analytics.isPlaceholderData}>
        <p className="text-sm text-slate-600 xl:col-span-2">
          {formatDay(data.from)} to {formatDay(data.to)} (days in UTC)
        </p>
        <RegistrationsChart days={data.registrations} />
        <ModerationChart moderation={data.moderation} />
        <UniversityChart
          title="New students by university"
          description="Students who joined in this range, by their profile's university (top 10)."
          ranking={data.usersByUniversity}
          unit="Students"
          colour={colours.brand}
          unassignedLabel="No profile yet"
          empty="No new students in this range."
        />
        <UniversityChart
          title="Posts published by university"
          description="Instagram posts published in this range, by university (top 10)."
          ranking={data.postsByUniversity}
          unit="Posts"
          colour={colours.fuchsia}
          empty="No posts published in this range."
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Analytics</h1>
        <p className="mt-1 text-slate-600">How students sign up, get reviewed and get featured, day by day.</p>
      </div>
      <RangeControl from={from} to={to} today={today} onChange={setRange} />
      {rangeError && (
        <p role="alert" className="flex items-center gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {rangeError}
        </p>
      )}
      {body}
    </div>
  );
}
