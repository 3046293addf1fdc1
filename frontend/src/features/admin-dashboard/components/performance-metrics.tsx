import { AlarmClock, Timer } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { formatHours } from '@/utils/duration';

import type { Performance } from '../api/get-dashboard';

import { SectionCard } from './section-card';

interface Rate {
  label: string;
  value: (performance: Performance) => number | null | undefined;
  /** What the percentage is a share of. */
  of: string;
  colour: string;
}

const rates: readonly Rate[] = [
  {
    label: 'Reviewed within 48 hours',
    value: (p) => p.decidedWithin48hPercent,
    of: 'of profile decisions',
    colour: 'bg-brand-600',
  },
  { label: 'Approval rate', value: (p) => p.approvalPercent, of: 'of profile decisions', colour: 'bg-emerald-500' },
  { label: 'E-mail verification', value: (p) => p.verificationPercent, of: 'of new accounts', colour: 'bg-sky-500' },
  { label: 'Posts published', value: (p) => p.publishSuccessPercent, of: 'of finished posts', colour: 'bg-fuchsia-500' },
];

function RateBar({ label, value, of, colour }: { label: string; value: number | null | undefined; of: string; colour: string }) {
  const labelId = useId();
  const known = value !== null && value !== undefined;
  const percent = known ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <li>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          {label}
        </span>
        <span className={known ? 'font-semibold text-slate-900' : 'text-slate-500'}>{known ? `${percent}%` : 'No data yet'}</span>
      </div>
      {known ? (
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% ${of}`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div className={`h-full rounded-full ${colour}`} style={{ width: `${percent}%` }} />
        </div>
      ) : (
        <div aria-hidden="true" className="mt-2 h-2.5 rounded-full bg-slate-100" />
      )}
      <p className="mt-1 text-xs text-slate-500">{of}</p>
    </li>
  );
}

/** Spec 2.6: how moderation, sign-up and publishing went over the period (30 days). */
export function PerformanceMetrics({ performance, className }: { performance: Performance; className?: string }) {
  const median = performance.medianDecisionHours;
  const overdue = performance.overdueReviews;
  return (
    <SectionCard title="Performance Metrics" period={`Last ${performance.periodDays} days`} className={`@container ${className ?? ''}`}>
      {/* Laid out by the card's own width: it sits beside Recent Activity on wide screens. */}
      <div className="grid gap-6 @3xl:grid-cols-3">
        <ul className="grid gap-5 @md:grid-cols-2 @3xl:col-span-2">
          {rates.map((rate) => (
            <RateBar key={rate.label} label={rate.label} value={rate.value(performance)} of={rate.of} colour={rate.colour} />
          ))}
        </ul>
        <div className="grid gap-3 @xs:grid-cols-2 @3xl:grid-cols-1">
          <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-4">
            <Timer aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
            <dl className="min-w-0">
              <dt className="text-xs font-medium text-slate-600">Median time to decision</dt>
              <dd className="text-lg font-bold text-slate-900">{median === null || median === undefined ? 'No data yet' : formatHours(median)}</dd>
              <dd className="text-xs text-slate-500">
                {performance.decisions.toLocaleString('en-US')} {performance.decisions === 1 ? 'decision' : 'decisions'}
              </dd>
            </dl>
          </div>
          <div className={`flex items-center gap-3 rounded-xl p-4 ${overdue > 0 ? 'bg-amber-50' : 'bg-slate-50'}`}>
            <AlarmClock aria-hidden="true" className={`size-6 shrink-0 ${overdue > 0 ? 'text-amber-600' : 'text-slate-400'}`} />
            <dl className="min-w-0">
              <dt className="text-xs font-medium text-slate-600">Overdue reviews</dt>
              <dd className="text-lg font-bold text-slate-900">{overdue.toLocaleString('en-US')}</dd>
              <dd className="text-xs text-slate-500">
                {overdue > 0 ? (
                  <Link to={paths.adminProfiles} className="font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-900">
                    Review pending profiles
                  </Link>
                ) : (
                  'Waiting over 48 hours'
                )}
              </dd>
            </dl>
          </div>
        </div>
      </div>
    </SectionCard>
  );
}
