import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { readPost, type ManagerPost, type PostPage, type PostStatus } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/** Posts per page of a university's list (spec 9). */
export const POSTS_PAGE_SIZE = 6;
/** While a shown post is queued the list is read again this often, so the worker's publishing shows. */
export const QUEUED_REFRESH_MS = 5000;

export interface PostListParams {
  universityId: string;
  /** Absent: every status. */
  status?: PostStatus;
  page?: number;
}

/** A page of the list as the screens read it: the answer's `PostPage` with its posts narrowed. */
export type PostListPage = Pick<PostPage, 'total' | 'page' | 'pageSize'> & { posts: ManagerPost[] };

/** GET /manager/universities/{id}/posts: one page (queued: soonest first; others newest first). */
export async function getPosts({ universityId, status, page = 1 }: PostListParams): Promise<PostListPage> {
  const body = unwrap(
    await api.GET('/manager/universities/{id}/posts', {
      params: {
        path: { id: universityId },
        query: { ...(status ? { status } : {}), page, pageSize: POSTS_PAGE_SIZE },
      },
    }),
    MANAGER_MESSAGES.postsFailed,
  );
  return { posts: body.data.map(readPost), total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getPostsQueryOptions(params: PostListParams) {
  return queryOptions({
    queryKey: [
      ...managerQueryKey,
      'posts',
      params.universityId,
      { status: params.status ?? null, page: params.page ?? 1 },
    ],
    queryFn: () => getPosts(params),
    // While another page or filter loads, the previous posts stay on screen.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.posts.some((post) => post.status === 'queued') ? QUEUED_REFRESH_MS : false,
  });
}

export function usePosts(params: PostListParams | null) {
  return useQuery({ ...getPostsQueryOptions(params ?? { universityId: '' }), enabled: params !== null });
}
