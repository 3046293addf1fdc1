import { usePageParam } from '@/hooks/use-page-param';
import { useTabParam } from '@/hooks/use-tab-param';

import { REPORT_TABS } from '../types';

/** The queue's tab and page, kept in the address: `?tab=resolved&page=2` (the open tab and the first page are left out). */
export function useReportParams() {
  const { tab, selectTab } = useTabParam('tab', REPORT_TABS, { replace: true });
  const { page, setPage: goToPage } = usePageParam('page', { replace: true });
  return { tab, page, selectTab, goToPage };
}
