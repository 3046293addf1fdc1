import { useState } from 'react';

import type { UserRole, UserStatus } from '../types';
import { initial, ROLE_LABELS, STATUS_LABELS } from '../utils/display';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

const ROLE_TONES: Record<UserRole, string> = {
  admin: 'bg-violet-50 text-violet-800 ring-violet-200',
  manager: 'bg-sky-50 text-sky-800 ring-sky-200',
  moderator: 'bg-amber-50 text-amber-800 ring-amber-200',
  user: 'bg-slate-50 text-slate-700 ring-slate-200',
};

const STATUS_TONES: Record<UserStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-300',
  suspended: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function RoleBadge({ role }: { role: UserRole }) {
  return <span className={`${badge} ${ROLE_TONES[role]}`}>{ROLE_LABELS[role]}</span>;
}

export function StatusBadge({ status }: { status: UserStatus }) {
  return <span className={`${badge} ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}

interface AvatarProps {
  name: string;
  src: string | null | undefined;
  className?: string;
}

/** The person's picture, or the first letter of their name when there is none (or it fails to load). */
export function InitialAvatar({ name, src, className = 'size-10 text-base' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        className={`${className} shrink-0 rounded-full bg-brand-100 object-cover`}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700`}
    >
      {initial(name)}
    </span>
  );
}
