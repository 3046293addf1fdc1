import { CircleAlert, LoaderCircle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/** Announced politely while the first page loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

/** Nothing to show, with what to do about it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-slate-200">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** A failed load: the message and what can be done (try again, clear the filters). */
export function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-slate-200">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 max-w-md text-base font-semibold text-slate-900">{message}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
