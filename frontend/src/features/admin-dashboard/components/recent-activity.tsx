import { History, Inbox, ShieldCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ACTION_LABELS } from '@/lib/audit-actions';

import type { RecentItem } from '../api/get-dashboard';
import { fullDateTime, timeAgo } from '../utils/format';

import { SectionCard } from './section-card';

const kinds = {
  user: { icon: UserPlus, tone: 'bg-brand-50 text-brand-600' },
  staffAction: { icon: ShieldCheck, tone: 'bg-violet-50 text-violet-600' },
} as const;

/** 'New user', or the staff action as the activity log calls it and who did it. */
function describe(item: RecentItem): { title: string; label: string } {
  if (item.kind === 'user' || !item.action) return { title: item.title, label: 'New user' };
  const action = ACTION_LABELS[item.action];
  return { title: item.title || action, label: item.detail ? `${action} by ${item.detail}` : action };
}

function Item({ item, now }: { item: RecentItem; now: Date }) {
  const { icon: Icon, tone } = kinds[item.kind];
  const { title, label } = describe(item);
  return (
    <li className="flex items-start gap-3 py-3">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">{title}</p>
          <time dateTime={item.at} title={fullDateTime(item.at)} className="shrink-0 text-xs whitespace-nowrap text-slate-500">
            {timeAgo(item.at, now)}
          </time>
        </div>
        <p className="text-xs [overflow-wrap:anywhere] text-slate-500">
          {label}
          {item.kind === 'user' && item.detail && ` · ${item.detail}`}
        </p>
      </div>
    </li>
  );
}

interface RecentActivityProps {
  items: RecentItem[];
  /** Entries of the activity log in the last 24 hours. */
  staffActions: number;
  className?: string;
}

/**
 * Spec 2.6 and 9: who joined and what staff did in the last 24 hours (the newest entries of the
 * activity log, so nothing the log shows is left out), and the way to the full log.
 */
export function RecentActivity({ items, staffActions, className }: RecentActivityProps) {
  // "3 h ago" is counted from when the list was shown.
  const [now] = useState(() => new Date());
  return (
    <SectionCard
      title="Recent Activity"
      className={className}
      period="Last 24 hours"
      action={
        <ButtonLink to={paths.adminActivity} variant="secondary" size="sm">
          <History aria-hidden="true" className="size-4" />
          View all activity
        </ButtonLink>
      }
    >
      <p className="-mt-1 mb-3 text-sm text-slate-600">
        {staffActions === 1 ? '1 staff action' : `${staffActions} staff actions`} in the activity log in the last 24 hours.
      </p>
      {items.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <Inbox aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-3 text-sm font-medium text-slate-600">Nothing new in the last 24 hours.</p>
        </div>
      ) : (
        <ul aria-label="Recent activity" className="-my-3 divide-y divide-slate-100">
          {items.map((item) => (
            <Item key={`${item.kind}-${item.id}`} item={item} now={now} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
