import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

interface SearchBoxProps {
  /** The search in effect (from the address). */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  /** A changing number that empties the box (the "Clear search" button). */
  resetKey?: number;
  className?: string;
}

/** A search box that asks the server only when typing pauses (debounced). */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  resetKey = 0,
  className = '',
}: SearchBoxProps) {
  const id = useId();
  const [term, setTerm] = useState(value);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (seenResetKey !== resetKey) {
    setSeenResetKey(resetKey);
    setTerm('');
  }
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  // While the person is already leaving (a result was clicked and its page is loading), a search
  // that fires now would navigate back here and cancel where they were going. The router's state
  // reaches this component in a transition, possibly after the timer fires, so a plain click on a
  // link also drops the search typed before it (typing again brings it back).
  const leaving = useNavigation().state !== 'idle';
  const linkClicked = useRef(false);
  const latest = useRef({ onSearch, value, leaving });
  useEffect(() => {
    latest.current = { onSearch, value, leaving };
  });
  useEffect(() => {
    function dropPendingSearch(event: MouseEvent) {
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (plain && event.target instanceof Element && event.target.closest('a[href]')) linkClicked.current = true;
    }
    document.addEventListener('click', dropPendingSearch, true);
    return () => document.removeEventListener('click', dropPendingSearch, true);
  }, []);
  useEffect(() => {
    const next = debounced.trim();
    if (!latest.current.leaving && !linkClicked.current && next !== latest.current.value.trim()) {
      latest.current.onSearch(next);
    }
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
        onChange={(event) => {
          linkClicked.current = false;
          setTerm(event.target.value);
        }}
        placeholder={placeholder}
        autoComplete="off"
        className="block w-full rounded-full border-0 bg-white py-2.5 pr-4 pl-11 text-base text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none sm:text-sm/6"
      />
    </div>
  );
}
