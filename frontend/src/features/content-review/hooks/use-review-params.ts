import { usePageParam } from '@/hooks/use-page-param';
import { useTabParam } from '@/hooks/use-tab-param';

import { REVIEW_TABS, type ReviewTab } from '../types';

/**
 * The review screen's tab and page, kept in the address: `?tab=approved&page=2` (the pending tab and
 * the first page are left out). The takedown notification links to `?tab=takedowns`; a tab the
 * person does not have (a moderator's old link to the takedowns) shows the pending one.
 */
export function useReviewParams(tabs: readonly ReviewTab[] = REVIEW_TABS) {
  const { tab, selectTab } = useTabParam('tab', tabs, { replace: true });
  const { page, setPage: goToPage } = usePageParam('page', { replace: true });
  return { tab, page, selectTab, goToPage };
}
