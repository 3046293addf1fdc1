import { Building2, History, Inbox, UserPlus, type LucideIcon } from 'lucide-react';
import { useState } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { InstagramIcon } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';

import type { RecentItem } from '../api/get-dashboard';
import { fullDateTime, timeAgo } from '../utils/format';

import { SectionCard } from './section-card';

const kinds: Record<RecentItem['kind'], { label: string; icon: LucideIcon | typeof InstagramIcon; tone: string }> = {
  user: { label: 'New user', icon: UserPlus, tone: 'bg-brand-50 text-brand-600' },
  university: { label: 'New university', icon: Building2, tone: 'bg-violet-50 text-violet-600' },
  instagramAccount: { label: 'Instagram account connected', icon: InstagramIcon, tone: 'bg-fuchsia-50 text-fuchsia-600' },
};

function Item({ item, now }: { item: RecentItem; now: Date }) {
  const { label, icon: Icon, tone } = kinds[item.kind];
  return (
    <li className="flex items-start gap-3 py-3">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">{item.title}</p>
          <time dateTime={item.at} title={fullDateTime(item.at)} className="shrink-0 text-xs whitespace-nowrap text-slate-500">
            {timeAgo(item.at, now)}
          </time>
        </div>
        <p className="text-xs [overflow-wrap:anywhere] text-slate-500">
          {label}
          {item.detail && ` · ${item.detail}`}
        </p>
      </div>
    </li>
  );
}

/** Spec 2.6 and 9: what was added in the last 24 hours, and the way to the full log. */
export function RecentActivity({ items, className }: { items: RecentItem[]; className?: string }) {
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
