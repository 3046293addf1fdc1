import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { readPageParam } from '@/utils/page-param';

/**
 * A list's page, kept in the address (`?page=`, none for the first), so reloading, going back and
 * sharing the link keep it. Each change is a history entry; other parameters stay. `name` keeps a
 * second list's page apart (`?featuredPage=` on a university's page); `keepScroll` leaves the window
 * where it is, for a list that is one section of a longer page; `replace` makes no history entry.
 */
export function usePageParam(name = 'page', { keepScroll = false, replace = false }: { keepScroll?: boolean; replace?: boolean } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageParam(searchParams, name);
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next <= 1) params.delete(name);
        else params.set(name, String(next));
        return params;
      }, { preventScrollReset: keepScroll, replace }),
    [setSearchParams, name, keepScroll, replace],
  );
  return { page, setPage };
}
