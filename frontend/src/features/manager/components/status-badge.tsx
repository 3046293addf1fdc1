import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';

import type { ManagerPost } from '../types';

const styles = {
  queued: { label: 'Queued', icon: Clock, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  posted: { label: 'Posted', icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  failed: { label: 'Failed', icon: CircleAlert, className: 'bg-rose-50 text-rose-800 ring-rose-200' },
  publishing: { label: 'Publishing', icon: LoaderCircle, className: 'bg-brand-50 text-brand-800 ring-brand-200' },
} as const;

/** Queued, Posted or Failed; a queued post the worker holds right now says Publishing. */
export function PostStatusBadge({
  post,
  className = '',
}: {
  post: Pick<ManagerPost, 'status' | 'publishing'>;
  className?: string;
}) {
  const style = post.status === 'queued' && post.publishing ? styles.publishing : styles[post.status];
  const Icon = style.icon;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${style.className} ${className}`}
    >
      <Icon aria-hidden="true" className={`size-3.5 ${style === styles.publishing ? 'animate-spin' : ''}`} />
      {style.label}
    </span>
  );
}
