import { ArrowDownUp, Filter } from 'lucide-react';

import { SelectControl } from '@/components/ui/select-control';

import type { InstagramFilter } from '../api/get-universities';
import type { UniversitySort } from '../types';

export const INSTAGRAM_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'with', label: 'Has Instagram' },
  { value: 'without', label: 'No Instagram' },
] as const satisfies readonly { value: InstagramFilter; label: string }[];

export const SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest' },
] as const satisfies readonly { value: UniversitySort; label: string }[];

export function InstagramFilterControl({ value, onChange }: { value: InstagramFilter; onChange: (value: InstagramFilter) => void }) {
  return (
    <SelectControl
      label="Filter"
      icon={<Filter aria-hidden="true" className="size-4 text-slate-500" />}
      value={value}
      options={INSTAGRAM_FILTERS}
      onChange={onChange}
    />
  );
}

export function SortControl({ value, onChange }: { value: UniversitySort; onChange: (value: UniversitySort) => void }) {
  return (
    <SelectControl
      label="Sort"
      icon={<ArrowDownUp aria-hidden="true" className="size-4 text-slate-500" />}
      value={value}
      options={SORTS}
      onChange={onChange}
    />
  );
}
