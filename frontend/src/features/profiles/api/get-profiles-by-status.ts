import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { ModerationProfile, ProfileStatus, StatusCounts } from '../types';
import { withPreferences } from '../utils/preferences';

export const moderationQueryKey = ['admin', 'profiles'] as const;

/** Profiles per page of the moderation lists (a whole number of rows of the 2- and 3-column grids). */
export const MODERATION_PAGE_SIZE = 24;

export interface ModerationListParams {
  status: ProfileStatus;
  /** From 1. */
  page?: number;
}

export interface ModerationPage {
  profiles: ModerationProfile[];
  total: number;
  page: number;
  pageSize: number;
  counts: StatusCounts;
}

/** GET /admin/profiles/status/{status}: one page of profiles and the counts for the tabs. */
export async function getProfilesByStatus({ status, page = 1 }: ModerationListParams): Promise<ModerationPage> {
  const body = unwrap(
    await api.GET('/admin/profiles/status/{status}', {
      params: { path: { status }, query: { page, pageSize: MODERATION_PAGE_SIZE } },
    }),
  );
  return {
    profiles: body.data.map(withPreferences),
    total: body.total,
    page: body.page,
    pageSize: body.pageSize,
    counts: body.counts,
  };
}

export function getProfilesByStatusQueryOptions({ status, page = 1 }: ModerationListParams) {
  return queryOptions({
    queryKey: [...moderationQueryKey, status, { page }],
    queryFn: () => getProfilesByStatus({ status, page }),
    // While another page of the same tab loads, the current one stays on screen (not across tabs).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}

export function useProfilesByStatus(params: ModerationListParams) {
  return useQuery(getProfilesByStatusQueryOptions(params));
}
