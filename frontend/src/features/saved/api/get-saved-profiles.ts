import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { SavedPage } from '../types';
import { SAVED_MESSAGES } from '../utils/messages';

/** Every query of Saved starts with this key, so one invalidation refreshes every page. */
export const savedProfilesQueryKey = ['saved-profiles'] as const;

/** The pages of the list, whatever their number and size. */
const savedPagesQueryKey = [...savedProfilesQueryKey, 'list'] as const;

/** Saved students per page of /saved (as on /roommates). */
export const SAVED_PAGE_SIZE = 12;

export interface SavedListParams {
  page?: number;
  pageSize?: number;
}

/** GET /saved/profiles: one page of the students the viewer saved, newest first (403 without an approved profile). */
export async function getSavedProfiles({ page = 1, pageSize = SAVED_PAGE_SIZE }: SavedListParams = {}): Promise<SavedPage> {
  const body = unwrap(
    await api.GET('/saved/profiles', { params: { query: { ...(page > 1 ? { page } : {}), pageSize } } }),
    SAVED_MESSAGES.loadFailed,
  );
  return { profiles: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getSavedProfilesQueryOptions({ page = 1, pageSize = SAVED_PAGE_SIZE }: SavedListParams = {}) {
  return queryOptions({
    queryKey: [...savedPagesQueryKey, { page, pageSize }],
    queryFn: () => getSavedProfiles({ page, pageSize }),
    // While another page loads, the previous one stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useSavedProfiles(params: SavedListParams = {}) {
  return useQuery(getSavedProfilesQueryOptions(params));
}

/**
 * Takes a student off every cached page of Saved at once (and out of its count); answers the undo,
 * which puts the pages back as they were.
 */
export function removeFromSavedPages(queryClient: QueryClient, id: string): () => void {
  const before = queryClient.getQueriesData<SavedPage>({ queryKey: savedPagesQueryKey });
  queryClient.setQueriesData<SavedPage>({ queryKey: savedPagesQueryKey }, (page) => {
    if (!page?.profiles.some((profile) => profile.id === id)) return page;
    return { ...page, profiles: page.profiles.filter((profile) => profile.id !== id), total: Math.max(0, page.total - 1) };
  });
  return () => {
    for (const [queryKey, page] of before) if (page) queryClient.setQueryData(queryKey, page);
  };
}
