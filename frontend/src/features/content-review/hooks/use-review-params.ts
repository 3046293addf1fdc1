import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { readPageParam } from '@/utils/page-param';

import { REVIEW_TABS, type ReviewTab } from '../types';

/**
 * The review screen's tab and page, kept in the address: `?tab=approved&page=2` (the pending tab and
 * the first page are left out). The takedown notification links to `?tab=takedowns`.
 */
export function useReviewParams(tabs: readonly ReviewTab[] = REVIEW_TABS) {
  const [searchParams, setSearchParams] = useSearchParams();
  // A tab the person does not have (a moderator's old link to the takedowns) shows the pending one.
  const tab: ReviewTab = tabs.find((known) => known === searchParams.get('tab')) ?? 'pending';
  const page = readPageParam(searchParams);

  /** Another tab starts on its first page. */
  const selectTab = useCallback(
    (next: ReviewTab) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === 'pending') params.delete('tab');
          else params.set('tab', next);
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const goToPage = useCallback(
    (next: number) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next <= 1) params.delete('page');
          else params.set('page', String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { tab, page, selectTab, goToPage };
}
