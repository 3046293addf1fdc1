import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being counted, e.g. "universities". */
  noun: string;
  label?: string;
  /** "Showing 1–6 of 14 {noun}" beside the buttons; off when the page says it in its own words. */
  summary?: boolean;
}

const pageButton =
  'inline-flex min-w-10 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/** The pages that get a button: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && n - previous > 1) result.push(n - previous === 2 ? n - 1 : 'gap');
    result.push(n);
  }
  return result;
}

/** Previous / numbered / Next buttons under a list; shown only when there is more than one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  noun,
  label = 'Pagination',
  summary = true,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <nav
      aria-label={label}
      className={`flex flex-col items-center gap-3 sm:flex-row ${summary ? 'justify-between' : 'justify-center'}`}
    >
      {summary && (
        <p className="text-sm text-slate-600">
          Showing <span className="font-semibold text-slate-900">{first}</span>–
          <span className="font-semibold text-slate-900">{last}</span> of{' '}
          <span className="font-semibold text-slate-900">{total}</span> {noun}
        </p>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            className={`${pageButton} text-slate-700 hover:bg-slate-100`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </button>
        </li>
        {visiblePages(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
                onClick={() => onPageChange(entry)}
                className={`${pageButton} ${
                  entry === page ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {entry}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            className={`${pageButton} text-slate-700 hover:bg-slate-100`}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
