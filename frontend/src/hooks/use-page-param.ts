import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { readPageParam } from '@/utils/page-param';

/**
 * A list's page, kept in the address (`?page=`, none for the first), so reloading, going back and
 * sharing the link keep it. Each change is a history entry; other parameters stay.
 */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageParam(searchParams);
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      }),
    [setSearchParams],
  );
  return { page, setPage };
}
