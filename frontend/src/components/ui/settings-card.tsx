import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api/errors';

interface SettingsCardProps {
  /** Names the section's heading, so the section is labelled by it. */
  id: string;
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One section of /settings: a titled card. */
export function SettingsCard({ id, title, icon: Icon, description, tone = 'default', children }: SettingsCardProps) {
  const danger = tone === 'danger';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl bg-white p-5 ring-1 sm:p-6 ${danger ? 'ring-rose-200' : 'ring-slate-200'}`}
    >
      <h2 id={`${id}-title`} className={`flex items-center gap-2 text-xl font-bold ${danger ? 'text-rose-800' : 'text-slate-900'}`}>
        <Icon aria-hidden="true" className="size-5 shrink-0" /> {title}
      </h2>
      {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

interface SettingsQueryProps<T> {
  query: UseQueryResult<T>;
  /** "Loading your sessions…" */
  loadingLabel: string;
  /** Said when the server gives no reason for the failure. */
  failedMessage: string;
  children: (data: T) => ReactNode;
}

/** A card's content read from the server: its loading line, or why it failed with Try again, then `children`. */
export function SettingsQuery<T>({ query, loadingLabel, failedMessage, children }: SettingsQueryProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {loadingLabel}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3 text-sm text-rose-800">
        <p>{getErrorMessage(query.error, failedMessage)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(query.data);
}
