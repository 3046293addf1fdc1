import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A short note beside the title, e.g. "Last 24 hours". */
  period?: string;
  /** A link or button at the top right. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white card holding one part of the dashboard, headed by an h2. */
export function SectionCard({ title, period, action, children, className = '' }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {period && <p className="text-sm text-slate-500">{period}</p>}
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
