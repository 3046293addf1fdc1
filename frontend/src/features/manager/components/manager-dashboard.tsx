import {
  Building2,
  CalendarClock,
  CircleCheck,
  Clock,
  Crop,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { InstagramIcon } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { displayName, useSession } from '@/lib/auth';

import { useDashboard } from '../api/get-dashboard';
import type { DashboardCounts } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { NoUniversityYet, useHasNoUniversity } from './no-university-yet';

interface Stat {
  label: string;
  value: (counts: DashboardCounts) => number;
  icon: LucideIcon | typeof InstagramIcon;
  tone: string;
  note?: (counts: DashboardCounts) => string | null;
}

const stats: readonly Stat[] = [
  { label: 'Universities', value: (c) => c.universities, icon: Building2, tone: 'bg-brand-50 text-brand-600' },
  {
    label: 'Instagram Accounts',
    value: (c) => c.instagramAccounts,
    icon: InstagramIcon,
    tone: 'bg-fuchsia-50 text-fuchsia-600',
  },
  { label: 'Scheduled Posts', value: (c) => c.scheduledPosts, icon: Clock, tone: 'bg-amber-50 text-amber-600' },
  {
    label: 'Posted Content',
    value: (c) => c.postedPosts,
    icon: CircleCheck,
    tone: 'bg-emerald-50 text-emerald-600',
    note: (c) => (c.failedPosts > 0 ? `${c.failedPosts.toLocaleString('en-US')} failed` : null),
  },
];

const tips = [
  {
    icon: CalendarClock,
    title: 'One post an hour',
    text: 'Posts are scheduled with 1-hour spacing per Instagram account. Leave the time empty to take the next free slot.',
  },
  {
    icon: Crop,
    title: 'Any shape of image',
    text: 'Instagram takes images from 4:5 to 1.91:1. Other shapes get white bars; nothing is cropped. The preview shows the result.',
  },
  {
    icon: ShieldCheck,
    title: 'Test before you save',
    text: 'Test an access token before saving it for a university, and re-test an account when Instagram refuses its token.',
  },
] as const;

function StatCards({ counts }: { counts: DashboardCounts }) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {stats.map(({ label, value, icon: Icon, tone, note }) => {
        const extra = note?.(counts);
        return (
          <li key={label} className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <p className="flex min-w-0 flex-col">
              <span className="text-2xl font-extrabold tracking-tight text-slate-900">
                {value(counts).toLocaleString('en-US')}
              </span>
              <span className="text-sm font-medium text-slate-600">{label}</span>
              {extra && <span className="text-xs font-medium text-rose-700">{extra}</span>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /manager (spec 2.7): the counts of the universities the viewer looks after (admins: all), where to
 * go next, and three tips. A manager with no university yet (the counts' `universities`, the same
 * set GET /manager/universities lists) is told whom to ask instead of a row of zeros (issue 23).
 */
export function ManagerDashboard() {
  const user = useSession((state) => state.user);
  const dashboard = useDashboard();
  const noUniversity = useHasNoUniversity(dashboard.data?.universities);

  let counts;
  if (dashboard.isPending) {
    counts = <LoadingState compact label="Loading dashboard..." />;
  } else if (dashboard.isError) {
    counts = (
      <div className="rounded-2xl bg-white ring-1 ring-slate-200">
        <ErrorState
          compact
          message={MANAGER_MESSAGES.dashboardFailed}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      </div>
    );
  } else if (noUniversity) {
    counts = <NoUniversityYet compact framed />;
  } else {
    counts = <StatCards counts={dashboard.data} />;
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Manager Dashboard</h1>
        <p className="mt-1 text-slate-600">The Instagram accounts and posts of your universities at a glance.</p>
      </div>

      <section aria-label="Totals">{counts}</section>

      <section
        aria-labelledby="manager-welcome"
        className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-fuchsia-700 p-6 text-white shadow-lg sm:p-8"
      >
        <div aria-hidden="true" className="absolute -top-16 -right-16 -z-10 size-64 rounded-full bg-white/10 blur-2xl" />
        <Sparkles aria-hidden="true" className="size-7 text-white/80" />
        <h2 id="manager-welcome" className="mt-3 text-2xl font-bold tracking-tight">
          Welcome back, {displayName(user)}!
        </h2>
        <p className="mt-2 max-w-2xl leading-7 text-white/90">
          Upload posts for each university&apos;s Instagram account, then follow them on the schedule until they are
          published.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.managerInstagram} variant="light">
            <InstagramIcon className="size-4" />
            Manage Posts
          </ButtonLink>
          <ButtonLink to={paths.managerSchedule} variant="outline-light">
            <CalendarClock aria-hidden="true" className="size-4" />
            View Schedule
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="manager-tips">
        <h2 id="manager-tips" className="text-lg font-bold text-slate-900">
          Quick Tips
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {tips.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
