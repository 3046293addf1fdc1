import { CircleAlert, LoaderCircle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

/** The spacing of a state: `compact` inside a panel or a form (the manager's screens), `regular` where it fills a page's list. */
const SIZES = {
  regular: { state: 'py-16', badge: 'size-14', icon: 'size-7', title: 'mt-4', action: 'mt-6' },
  compact: { state: 'py-12', badge: 'size-12', icon: 'size-6', title: 'mt-3', action: 'mt-5' },
} as const;

function sizeOf(compact: boolean) {
  return compact ? SIZES.compact : SIZES.regular;
}

interface LoadingStateProps {
  label: string;
  /** Less space around it, for a state inside a panel or a form. */
  compact?: boolean;
}

/** "Loading universities...", "Loading users...": announced politely while the first page loads. */
export function LoadingState({ label, compact = false }: LoadingStateProps) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-3 px-6 ${sizeOf(compact).state} text-center text-slate-600`}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

function stateClass(compact: boolean, framed: boolean) {
  const state = `flex flex-col items-center justify-center px-6 ${sizeOf(compact).state} text-center`;
  // On a white card of its own, for a state shown outside any panel (the roommate pages).
  return framed ? `${state} rounded-2xl bg-white ring-1 ring-slate-200` : state;
}

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Replaces the magnifying glass; sized `size-7`, or `size-6` when `compact`. */
  icon?: ReactNode;
  /** Shows the state on a card of its own. */
  framed?: boolean;
  /** Less space around it, for a state inside a panel or a form. */
  compact?: boolean;
  /** The title's element: `h2` where the state stands in for a section of the page. */
  titleAs?: 'p' | 'h2';
}

/** Nothing to show, with what to do about it. */
export function EmptyState({
  title,
  children,
  action,
  icon,
  framed = false,
  compact = false,
  titleAs: Title = 'p',
}: EmptyStateProps) {
  const size = sizeOf(compact);
  return (
    <div className={stateClass(compact, framed)}>
      <span className={`flex ${size.badge} items-center justify-center rounded-2xl bg-brand-50 text-brand-600`}>
        {icon ?? <SearchX aria-hidden="true" className={size.icon} />}
      </span>
      <Title className={`${size.title} text-base font-semibold text-slate-900`}>{title}</Title>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className={size.action}>{action}</div>}
    </div>
  );
}

interface ErrorStateProps {
  message: string;
  /** A line under the message: what went wrong, or what to do. */
  detail?: ReactNode;
  /** Asks the server again: shows the retry button. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The button's words ('Try again'; the users screen says 'Retry'). */
  retryLabel?: string;
  /** What can be done instead of trying again (e.g. clear the filters); shown in place of the retry button. */
  action?: ReactNode;
  /** Shows the state on a card of its own. */
  framed?: boolean;
  /** Less space around it, for a state inside a panel or a form. */
  compact?: boolean;
}

/** A failed load, with a button that asks the server again (or another way out). */
export function ErrorState({
  message,
  detail,
  onRetry,
  retrying = false,
  retryLabel = 'Try again',
  action,
  framed = false,
  compact = false,
}: ErrorStateProps) {
  const size = sizeOf(compact);
  return (
    <div role="alert" className={stateClass(compact, framed)}>
      <span className={`flex ${size.badge} items-center justify-center rounded-2xl bg-rose-50 text-rose-600`}>
        <CircleAlert aria-hidden="true" className={size.icon} />
      </span>
      <p className={`${size.title} max-w-md text-base font-semibold text-slate-900`}>{message}</p>
      {detail && <p className="mt-1 max-w-md text-sm text-slate-600">{detail}</p>}
      {action ? (
        <div className={size.action}>{action}</div>
      ) : (
        onRetry && (
          <Button variant="secondary" className={size.action} onClick={onRetry} disabled={retrying}>
            {retrying ? 'Trying again...' : retryLabel}
          </Button>
        )
      )}
    </div>
  );
}
