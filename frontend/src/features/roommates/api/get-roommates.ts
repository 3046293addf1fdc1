import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { RoommateListParams, RoommatePage, RoommateQuery } from '../types';
import { ROOMMATE_MESSAGES } from '../utils/messages';

/** Every roommate query starts with this key, so one invalidation refreshes lists and students. */
export const roommatesQueryKey = ['roommates'] as const;

/** Students per page of /roommates. */
export const ROOMMATES_PAGE_SIZE = 12;

/**
 * The query of GET /roommates: only the filters that are set. The texts are options of GET
 * /catalogues, which types them as plain strings; the server answers 400 for any other.
 */
export function roommateQuery({ graduationYear, housing, gender, major, minMatch, page, pageSize }: RoommateListParams): RoommateQuery {
  return {
    ...(graduationYear ? { graduationYear } : {}),
    ...(housing ? { housing: housing as RoommateQuery['housing'] } : {}),
    ...(gender ? { gender: gender as RoommateQuery['gender'] } : {}),
    ...(major ? { major: major as RoommateQuery['major'] } : {}),
    ...(minMatch ? { minMatch } : {}),
    ...(page && page > 1 ? { page } : {}),
    ...(pageSize ? { pageSize } : {}),
  };
}

/** GET /roommates: one page of the viewer's university's students, best match first (403 without an approved profile). */
export async function getRoommates(params: RoommateListParams = {}): Promise<RoommatePage> {
  const body = unwrap(
    await api.GET('/roommates', { params: { query: roommateQuery(params) } }),
    ROOMMATE_MESSAGES.loadFailed,
  );
  return { roommates: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

/** The list's key holds the filters and the page, so each combination is its own cache entry. */
export function getRoommatesQueryOptions(params: RoommateListParams = {}) {
  return queryOptions({
    queryKey: [...roommatesQueryKey, 'list', roommateQuery(params)],
    queryFn: () => getRoommates(params),
    // While another page or filter loads, the previous results stay on screen.
    placeholderData: keepPreviousData,
  });
}

export function useRoommates(params: RoommateListParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRoommatesQueryOptions(params), enabled });
}
