import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import type { RoommateFilters } from '../types';
import { NO_FILTERS, readFilters, readPage, writeFilters, writePage } from '../utils/filters';

/**
 * The list's filters and page, kept in the address (`?graduationYear=&housing=&gender=&major=&minMatch=&page=`),
 * so reloading, going back and sharing the link keep them. Changing a filter goes back to page 1 and
 * keeps the scroll position; a new page starts at the top. Each change is a history entry, so Back undoes it.
 */
export function useRoommateParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const page = readPage(searchParams);

  const setFilters = useCallback(
    (changes: Partial<RoommateFilters>) =>
      setSearchParams((previous) => writeFilters(previous, changes), { preventScrollReset: true }),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () =>
      setSearchParams((previous) => writeFilters(previous, NO_FILTERS), { preventScrollReset: true }),
    [setSearchParams],
  );
  const setPage = useCallback(
    (next: number) => setSearchParams((previous) => writePage(previous, next)),
    [setSearchParams],
  );

  return { filters, page, setFilters, clearFilters, setPage };
}
