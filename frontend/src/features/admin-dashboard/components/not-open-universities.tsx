import { ArrowRight, Hourglass } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

const number = new Intl.NumberFormat('en-US');

/**
 * "Universities nobody can join": those without an e-mail domain and not open to everyone, whose
 * students can only ask to be told when they open. Amber while there are some (a manager's proposed
 * domains may be waiting for confirmation), plain when there are none.
 */
export function NotOpenUniversities({ count }: { count: number }) {
  const headingId = useId();
  const waiting = count > 0;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl p-5 sm:flex-row sm:items-center sm:justify-between ${
        waiting ? 'bg-amber-50 ring-1 ring-amber-200' : 'bg-white ring-1 ring-slate-200'
      }`}
    >
      <div className="flex min-w-0 items-start gap-4">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${
            waiting ? 'bg-white text-amber-700 ring-1 ring-amber-200' : 'bg-slate-100 text-slate-500'
          }`}
        >
          <Hourglass aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-medium text-slate-700">
            Universities nobody can join
          </h2>
          {waiting ? (
            <>
              <p className="text-2xl font-extrabold tracking-tight text-slate-900">{number.format(count)}</p>
              <p className="mt-1 text-sm text-slate-700">
                No e-mail domain, and not open to everyone: students who find {count === 1 ? 'it' : 'them'} can only ask to be
                told when {count === 1 ? 'it opens' : 'they open'}.
              </p>
            </>
          ) : (
            <p className="mt-0.5 text-sm text-slate-600">None: every university can be joined.</p>
          )}
        </div>
      </div>
      <Link
        to={paths.adminUniversities}
        className="inline-flex shrink-0 items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-auto"
      >
        {waiting ? 'Review universities' : 'Manage universities'}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
