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

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, children, action, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        {icon ?? <SearchX aria-hidden="true" className="size-7" />}
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The button's words ('Try again'; the users screen says 'Retry'). */
  retryLabel?: string;
}

/** A failed load, with a button that asks the server again. */
export function ErrorState({ message, onRetry, retrying = false, retryLabel = 'Try again' }: ErrorStateProps) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 max-w-md text-base font-semibold text-slate-900">{message}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : retryLabel}
      </Button>
    </div>
  );
}
