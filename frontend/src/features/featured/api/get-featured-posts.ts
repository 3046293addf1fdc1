import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { FeaturedPost } from '../types';
import { FEATURED_MESSAGES } from '../utils/messages';

/** Every featured query starts with this key, so a like updates each page that holds the post. */
export const featuredQueryKey = ['featured'] as const;

/** Posts per page of a university's grid (four rows of three). */
export const FEATURED_PAGE_SIZE = 12;

export interface FeaturedListParams {
  /** One university's posts; every university's when absent (the landing page). */
  universityId?: string;
  page?: number;
  pageSize?: number;
}

export interface FeaturedPage {
  posts: FeaturedPost[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /featured: featured posts, newest first; with a session each says whether the caller liked it. */
export async function getFeaturedPosts({ universityId, page = 1, pageSize = FEATURED_PAGE_SIZE }: FeaturedListParams = {}): Promise<FeaturedPage> {
  const body = unwrap(
    await api.GET('/featured', {
      params: { query: { ...(universityId ? { universityId } : {}), ...(page > 1 ? { page } : {}), pageSize } },
    }),
    FEATURED_MESSAGES.loadFailed,
  );
  return { posts: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getFeaturedPostsQueryOptions({ universityId, page = 1, pageSize = FEATURED_PAGE_SIZE }: FeaturedListParams = {}) {
  return queryOptions({
    queryKey: [...featuredQueryKey, { universityId: universityId ?? null, page, pageSize }],
    queryFn: () => getFeaturedPosts({ universityId, page, pageSize }),
    // While another page loads, the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedPosts(params: FeaturedListParams = {}) {
  return useQuery(getFeaturedPostsQueryOptions(params));
}
