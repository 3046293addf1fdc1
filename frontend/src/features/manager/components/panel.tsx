import { useId, type ReactNode } from 'react';

/** A white card holding one part of a screen, headed by an h2. */
export function Panel({
  title,
  description,
  children,
  className = '',
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-bold [overflow-wrap:anywhere] text-slate-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm leading-6 text-slate-600">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
