import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { University, UniversitySort } from '../types';
import { UNIVERSITY_MESSAGES } from '../utils/messages';

/** Every university query starts with this key, so one invalidation refreshes lists and pages. */
export const universitiesQueryKey = ['universities'] as const;

export type InstagramFilter = 'all' | 'with' | 'without';

export interface UniversityListParams {
  search?: string;
  instagram?: InstagramFilter;
  sort?: UniversitySort;
  page?: number;
  pageSize?: number;
  /** Adds each university's `instagramLinks`. */
  includeInstagram?: boolean;
}

export interface UniversityPage {
  universities: University[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /universities: one page, searched (name, abbreviation or location), filtered and sorted by the server. */
export async function getUniversities({
  search,
  instagram = 'all',
  sort = 'name',
  page = 1,
  pageSize,
  includeInstagram = false,
}: UniversityListParams = {}): Promise<UniversityPage> {
  const term = search?.trim();
  const body = unwrap(
    await api.GET('/universities', {
      params: {
        query: {
          ...(term ? { search: term } : {}),
          ...(includeInstagram ? { includeInstagram: true } : {}),
          ...(instagram === 'all' ? {} : { hasInstagram: instagram === 'with' }),
          ...(sort === 'name' ? {} : { sort }),
          ...(page > 1 ? { page } : {}),
          ...(pageSize ? { pageSize } : {}),
        },
      },
    }),
    UNIVERSITY_MESSAGES.loadFailed,
  );
  return { universities: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getUniversitiesQueryOptions(params: UniversityListParams = {}) {
  return queryOptions({
    queryKey: [...universitiesQueryKey, 'list', params],
    queryFn: () => getUniversities(params),
    // While a new search or page loads, the previous results stay on screen.
    placeholderData: keepPreviousData,
  });
}

export function useUniversities(params: UniversityListParams = {}) {
  return useQuery(getUniversitiesQueryOptions(params));
}
