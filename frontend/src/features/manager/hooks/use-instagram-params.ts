import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { readPageParam } from '@/utils/page-param';

import { POST_STATUSES, type PostStatus } from '../types';

export type StatusFilter = PostStatus | 'all';

/**
 * The Instagram screen's state, kept in the address: `?university=<id>&status=queued&page=2` (every
 * status and the first page are left out), so /manager/universities can link to a university and
 * reloading, Back and shared links keep the list. Another university or filter starts on page 1.
 */
export function useInstagramParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const universityId = searchParams.get('university') || null;
  const status: StatusFilter = POST_STATUSES.find((known) => known === searchParams.get('status')) ?? 'all';
  const page = readPageParam(searchParams);

  const update = useCallback(
    (changes: { university?: string; status?: StatusFilter; page?: number }, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (changes.university !== undefined) params.set('university', changes.university);
          if (changes.status !== undefined) {
            if (changes.status === 'all') params.delete('status');
            else params.set('status', changes.status);
          }
          const nextPage = changes.page ?? 1;
          if (nextPage <= 1) params.delete('page');
          else params.set('page', String(nextPage));
          return params;
        },
        { preventScrollReset: true, replace: options.replace ?? false },
      ),
    [setSearchParams],
  );

  const selectUniversity = useCallback((university: string) => update({ university }), [update]);
  const selectStatus = useCallback((next: StatusFilter) => update({ status: next }), [update]);
  const goToPage = useCallback((next: number) => update({ page: next }), [update]);
  /** After the last post of the last page went away: that page, replacing the address. */
  const correctPage = useCallback((next: number) => update({ page: next }, { replace: true }), [update]);

  return { universityId, status, page, selectUniversity, selectStatus, goToPage, correctPage };
}
