import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

interface SearchBoxProps {
  /** The search in effect (from the address). */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}

/** A search box that asks the server only when typing pauses (debounced). */
export function SearchBox({ value, onSearch, label, placeholder, className = '' }: SearchBoxProps) {
  const id = useId();
  const [term, setTerm] = useState(value);
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ onSearch, value });
  useEffect(() => {
    latest.current = { onSearch, value };
  });
  useEffect(() => {
    const next = debounced.trim();
    if (next !== latest.current.value.trim()) latest.current.onSearch(next);
  }, [debounced]);

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="block w-full rounded-full border-0 bg-white py-2.5 pr-4 pl-11 text-base text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none sm:text-sm/6"
      />
    </div>
  );
}
