import { usePageParam } from '@/hooks/use-page-param';
import { useTabParam } from '@/hooks/use-tab-param';

import { PROFILE_STATUSES } from '../types';

/**
 * The moderation tab and page, kept in the address: `?status=approved&page=2` (the pending tab and the
 * first page are left out).
 */
export function useModerationParams() {
  const { tab: status, selectTab: selectStatus } = useTabParam('status', PROFILE_STATUSES, { replace: true });
  const { page, setPage: goToPage } = usePageParam('page', { replace: true });
  return { status, page, selectStatus, goToPage };
}
