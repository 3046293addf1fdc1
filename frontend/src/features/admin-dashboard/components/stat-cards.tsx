import {
  ArrowDownRight,
  ArrowUpRight,
  Building2,
  CircleCheck,
  Clock,
  Minus,
  Send,
  UserCheck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { InstagramIcon } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';

import type { Dashboard, Growth, GrowthFigures, Totals } from '../api/get-dashboard';
import { describeGrowth, type GrowthTrend } from '../utils/format';

interface Stat {
  label: string;
  total: keyof Totals;
  growth: keyof GrowthFigures;
  /** What this week's count means when last week had none: "3 new this week". */
  verb: string;
  icon: LucideIcon | typeof InstagramIcon;
  tone: string;
  to?: string;
}

const stats: readonly Stat[] = [
  { label: 'Total Users', total: 'users', growth: 'users', verb: 'new', icon: Users, tone: 'bg-brand-50 text-brand-600' },
  { label: 'Active Users', total: 'activeUsers', growth: 'activeUsers', verb: 'new', icon: UserRound, tone: 'bg-sky-50 text-sky-600' },
  { label: 'Universities', total: 'universities', growth: 'universities', verb: 'new', icon: Building2, tone: 'bg-violet-50 text-violet-600' },
  {
    label: 'Pending Profiles',
    total: 'profilesPending',
    growth: 'profilesSubmitted',
    verb: 'submitted',
    icon: Clock,
    tone: 'bg-amber-50 text-amber-600',
    to: paths.adminProfiles,
  },
  {
    label: 'Approved Profiles',
    total: 'profilesApproved',
    growth: 'profilesApproved',
    verb: 'approved',
    icon: UserCheck,
    tone: 'bg-emerald-50 text-emerald-600',
  },
  {
    label: 'Instagram Accounts',
    total: 'instagramAccounts',
    growth: 'instagramAccounts',
    verb: 'new',
    icon: InstagramIcon,
    tone: 'bg-fuchsia-50 text-fuchsia-600',
  },
  { label: 'Posts Queued', total: 'postsQueued', growth: 'postsQueued', verb: 'queued', icon: Send, tone: 'bg-orange-50 text-orange-600' },
  {
    label: 'Posts Published',
    total: 'postsPosted',
    growth: 'postsPosted',
    verb: 'published',
    icon: CircleCheck,
    tone: 'bg-teal-50 text-teal-600',
  },
];

const trendStyles: Record<GrowthTrend, { icon: LucideIcon; className: string }> = {
  up: { icon: ArrowUpRight, className: 'text-emerald-700' },
  down: { icon: ArrowDownRight, className: 'text-rose-700' },
  flat: { icon: Minus, className: 'text-slate-500' },
};

function GrowthLine({ growth, verb }: { growth: Growth; verb: string }) {
  const note = describeGrowth(growth, verb);
  const { icon: Icon, className } = trendStyles[note.trend];
  return (
    <p title={note.detail} className={`mt-2 flex items-center gap-1 text-xs font-semibold ${className}`}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {note.text}
        <span className="sr-only"> ({note.detail})</span>
      </span>
    </p>
  );
}

const number = new Intl.NumberFormat('en-US');

function StatCard({ stat, dashboard }: { stat: Stat; dashboard: Dashboard }) {
  const { label, icon: Icon, tone, to } = stat;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{number.format(dashboard.totals[stat.total])}</p>
      <GrowthLine growth={dashboard.growth[stat.growth]} verb={stat.verb} />
    </>
  );
  const card = 'block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
  return (
    <li>
      {to ? (
        <Link to={to} className={`${card} transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300`}>
          {body}
        </Link>
      ) : (
        <div className={card}>{body}</div>
      )}
    </li>
  );
}

/** Spec 2.6: the totals, each with this week's growth against last week's. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  return (
    <ul aria-label="Totals" className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-4">
      {stats.map((stat) => (
        <StatCard key={stat.label} stat={stat} dashboard={dashboard} />
      ))}
    </ul>
  );
}

/** Grey blocks in the shape of the cards while the totals load. */
export function StatCardsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-4">
      {stats.map(({ label }) => (
        <li key={label} className="h-[8.5rem] animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="mt-4 h-8 w-16 rounded bg-slate-200" />
          <div className="mt-4 h-3 w-32 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
