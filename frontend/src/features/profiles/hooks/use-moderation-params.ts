import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { readPageParam } from '@/utils/page-param';

import { PROFILE_STATUSES, type ProfileStatus } from '../types';

/**
 * The moderation tab and page, kept in the address: `?status=approved&page=2` (the pending tab and the
 * first page are left out).
 */
export function useModerationParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status: ProfileStatus = PROFILE_STATUSES.find((known) => known === searchParams.get('status')) ?? 'pending';
  const page = readPageParam(searchParams);

  /** Another tab starts on its first page. */
  const selectStatus = useCallback(
    (next: ProfileStatus) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === 'pending') params.delete('status');
          else params.set('status', next);
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

  return { status, page, selectStatus, goToPage };
}
