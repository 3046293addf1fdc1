import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';

import { Combobox } from '@/components/form/combobox';
import { Button } from '@/components/ui/button';
import { type Catalogues, optionsOf } from '@/lib/catalogues';

import type { RoommateFilters as Filters } from '../types';
import { graduationYears, hasFilters, MIN_MATCH_OPTIONS } from '../utils/filters';

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select whose first option, "Any", is no filter. */
function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  // A value from the address that is not on offer (yet) stays visible rather than silently shown as "any".
  const shown = value !== '' && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 block w-full cursor-pointer rounded-xl border-0 bg-white py-3 pr-8 pl-3 text-base text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:ring-inset focus:outline-none sm:text-sm/6"
      >
        <option value="">Any</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface RoommateFiltersProps {
  filters: Filters;
  catalogues?: Catalogues;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

/** Class year, housing, gender, major (searchable) and minimum match; every change goes to the address. */
export function RoommateFilters({ filters, catalogues, onChange, onClear }: RoommateFiltersProps) {
  const years = graduationYears();
  const yearOptions = plain(
    (filters.graduationYear && !years.includes(filters.graduationYear) ? [...years, filters.graduationYear] : years).map(String),
  );
  const matchOptions = MIN_MATCH_OPTIONS.filter((value) => value > 0).map((value) => ({ value: String(value), label: `${value}% or more` }));

  return (
    <section aria-labelledby="roommate-filters-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="roommate-filters-title" className="flex items-center gap-2 text-base font-bold text-slate-900">
          <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-600" />
          Filters
        </h2>
        {hasFilters(filters) && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <FilterSelect
          label="Class year"
          value={filters.graduationYear ? String(filters.graduationYear) : ''}
          options={yearOptions}
          onChange={(value) => onChange({ graduationYear: value ? Number(value) : null })}
        />
        <FilterSelect
          label="Housing"
          value={filters.housing}
          options={plain(optionsOf(catalogues, 'housing'))}
          onChange={(housing) => onChange({ housing })}
        />
        <FilterSelect
          label="Gender"
          value={filters.gender}
          options={plain(optionsOf(catalogues, 'gender'))}
          onChange={(gender) => onChange({ gender })}
        />
        <FilterSelect
          label="Minimum match"
          value={filters.minMatch ? String(filters.minMatch) : ''}
          options={
            filters.minMatch && !MIN_MATCH_OPTIONS.some((value) => value === filters.minMatch)
              ? [...matchOptions, { value: String(filters.minMatch), label: `${filters.minMatch}% or more` }]
              : matchOptions
          }
          onChange={(value) => onChange({ minMatch: value ? Number(value) : 0 })}
        />
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <Combobox
            label="Major"
            placeholder="Any major"
            options={catalogues?.majors ?? []}
            value={filters.major}
            onChange={(major) => {
              if (major !== filters.major) onChange({ major });
            }}
          />
        </div>
      </div>
    </section>
  );
}
