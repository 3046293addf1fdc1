import { CalendarRange } from 'lucide-react';

import { presetRange, RANGE_PRESETS } from '../utils/days';

interface RangeControlProps {
  from: string;
  to: string;
  /** Today in UTC: the presets end on it. */
  today: string;
  onChange: (range: { from?: string; to?: string }) => void;
}

const inputClass =
  'mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none';

/** From / To days and the presets (last 7, 30, 90 days, 12 months). */
export function RangeControl({ from, to, today, onChange }: RangeControlProps) {
  return (
    <form
      aria-label="Date range"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:flex-row lg:items-end lg:justify-between"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <CalendarRange aria-hidden="true" className="mb-2 hidden size-5 shrink-0 text-brand-600 sm:block" />
        <label className="min-w-0 text-sm font-medium text-slate-700">
          From
          <input type="date" className={inputClass} value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value, to })} />
        </label>
        <label className="min-w-0 text-sm font-medium text-slate-700">
          To
          <input type="date" className={inputClass} value={to} min={from || undefined} onChange={(event) => onChange({ from, to: event.target.value })} />
        </label>
      </div>
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map(({ label, days }) => {
          const preset = presetRange(days, today);
          const active = preset.from === from && preset.to === to;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(preset)}
              className={`rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors ring-inset focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800'
              }`}
            >
              {label}
            </button>
          );
        })}
      </div>
    </form>
  );
}
