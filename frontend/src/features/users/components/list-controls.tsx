import { useId } from 'react';

import type { UserRole, UserSort, UserStatus } from '../types';
import { ROLE_LABELS, ROLES, SORT_LABELS, SORTS, STATUS_LABELS, STATUSES } from '../utils/display';

interface SelectControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

function SelectControl<T extends string>({ label, value, options, onChange }: SelectControlProps<T>) {
  const id = useId();
  return (
    <div className="relative flex min-w-0 items-center rounded-full bg-white shadow-xs ring-1 ring-slate-300 ring-inset focus-within:ring-2 focus-within:ring-brand-600">
      <label htmlFor={id} className="shrink-0 py-2.5 pl-4 text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="min-w-0 flex-1 cursor-pointer rounded-full border-0 bg-transparent py-2.5 pr-3 pl-1 text-sm font-medium text-brand-700 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const ROLE_OPTIONS = [{ value: '' as const, label: 'All' }, ...ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))];
const STATUS_OPTIONS = [{ value: '' as const, label: 'All' }, ...STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))];
const SORT_OPTIONS = SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export function RoleFilter({ value, onChange }: { value: UserRole | ''; onChange: (value: UserRole | '') => void }) {
  return <SelectControl label="Role" value={value} options={ROLE_OPTIONS} onChange={onChange} />;
}

export function StatusFilter({ value, onChange }: { value: UserStatus | ''; onChange: (value: UserStatus | '') => void }) {
  return <SelectControl label="Status" value={value} options={STATUS_OPTIONS} onChange={onChange} />;
}

export function SortControl({ value, onChange }: { value: UserSort; onChange: (value: UserSort) => void }) {
  return <SelectControl label="Sort" value={value} options={SORT_OPTIONS} onChange={onChange} />;
}
