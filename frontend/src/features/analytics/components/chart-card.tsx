import { ChartNoAxesColumn } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface Figure {
  label: string;
  value: string;
}

interface ChartCardProps {
  title: string;
  description: string;
  /** The range's totals, shown above the chart (and read out in place of it). */
  figures: readonly Figure[];
  /** Nothing to draw: the text says so instead of an empty chart. */
  empty: string | null;
  /** The chart itself, hidden from screen readers: `table` carries the same numbers. */
  chart: ReactNode;
  table: ReactNode;
  className?: string;
}

/** One chart of the analytics screen: heading, totals, the chart, and its numbers as a table. */
export function ChartCard({ title, description, figures, empty, chart, table, className = '' }: ChartCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {figures.length > 0 && (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {figures.map(({ label, value }) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="text-xl font-bold tracking-tight text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {empty ? (
        <div className="mt-5 flex h-48 flex-col items-center justify-center rounded-xl bg-slate-50 px-4 text-center">
          <ChartNoAxesColumn aria-hidden="true" className="size-8 text-slate-400" />
          <p className="mt-2 text-sm font-medium text-slate-600">{empty}</p>
        </div>
      ) : (
        <>
          <div aria-hidden="true" className="mt-5 -ml-2">
            {chart}
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">Show the numbers</summary>
            <div className="mt-2 max-h-72 overflow-auto rounded-lg ring-1 ring-slate-200">{table}</div>
          </details>
        </>
      )}
    </section>
  );
}

/** A plain table of a chart's numbers (its caption names the chart). */
export function DataTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([first, ...rest]) => (
          <tr key={String(first)}>
            <th scope="row" className="px-3 py-1.5 font-medium text-slate-700">
              {first}
            </th>
            {rest.map((cell, index) => (
              <td key={columns[index + 1]} className="px-3 py-1.5 text-slate-900 tabular-nums">
                {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
