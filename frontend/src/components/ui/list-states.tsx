import { CircleAlert, LoaderCircle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

/** "Loading universities...", "Loading users...": announced politely while the first page loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

const STATE = 'flex flex-col items-center justify-center px-6 py-16 text-center';
/** On a white card of its own, for a state shown outside any panel (the roommate pages). */
const FRAMED_STATE = `${STATE} rounded-2xl bg-white ring-1 ring-slate-200`;

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** Shows the state on a card of its own. */
  framed?: boolean;
  /** The title's element: `h2` where the state stands in for a section of the page. */
  titleAs?: 'p' | 'h2';
}

/** Nothing to show, with what to do about it. */
export function EmptyState({ title, children, action, icon, framed = false, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={framed ? FRAMED_STATE : STATE}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        {icon ?? <SearchX aria-hidden="true" className="size-7" />}
      </span>
      <Title className="mt-4 text-base font-semibold text-slate-900">{title}</Title>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

interface ErrorStateProps {
  message: string;
  /** Asks the server again: shows the retry button. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The button's words ('Try again'; the users screen says 'Retry'). */
  retryLabel?: string;
  /** What can be done instead of trying again (e.g. clear the filters); shown in place of the retry button. */
  action?: ReactNode;
  /** Shows the state on a card of its own. */
  framed?: boolean;
}

/** A failed load, with a button that asks the server again (or another way out). */
export function ErrorState({ message, onRetry, retrying = false, retryLabel = 'Try again', action, framed = false }: ErrorStateProps) {
  return (
    <div role="alert" className={framed ? FRAMED_STATE : STATE}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 max-w-md text-base font-semibold text-slate-900">{message}</p>
      {action ? (
        <div className="mt-6">{action}</div>
      ) : (
        onRetry && (
          <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Trying again...' : retryLabel}
          </Button>
        )
      )}
    </div>
  );
}
