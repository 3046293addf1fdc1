import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { SavedPost, SavedPostPage } from '../types';
import { SAVED_POST_MESSAGES } from '../utils/messages';

import { SAVED_PAGE_SIZE, type SavedListParams } from './get-saved-profiles';

/** Every query of Saved's posts starts with this key, so one invalidation refreshes every page. */
export const savedPostsQueryKey = ['saved-posts'] as const;

/** The pages of the list, whatever their number and size. */
const savedPostPagesQueryKey = [...savedPostsQueryKey, 'list'] as const;

/** GET /saved/posts: one page of the featured posts the viewer saved that are still featured, newest saved first. */
export async function getSavedPosts({ page = 1, pageSize = SAVED_PAGE_SIZE }: SavedListParams = {}): Promise<SavedPostPage> {
  const body = unwrap(
    await api.GET('/saved/posts', { params: { query: { ...(page > 1 ? { page } : {}), pageSize } } }),
    SAVED_POST_MESSAGES.loadFailed,
  );
  return { posts: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getSavedPostsQueryOptions({ page = 1, pageSize = SAVED_PAGE_SIZE }: SavedListParams = {}) {
  return queryOptions({
    queryKey: [...savedPostPagesQueryKey, { page, pageSize }],
    queryFn: () => getSavedPosts({ page, pageSize }),
    // While another page loads, the previous one stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useSavedPosts(params: SavedListParams = {}) {
  return useQuery(getSavedPostsQueryOptions(params));
}

/** Changes one post on every cached page of Saved's posts that holds it. */
function updateSavedPost(queryClient: QueryClient, id: string, change: (post: SavedPost) => SavedPost) {
  queryClient.setQueriesData<SavedPostPage>({ queryKey: savedPostPagesQueryKey }, (page) =>
    page?.posts.some((post) => post.id === id)
      ? { ...page, posts: page.posts.map((post) => (post.id === id ? change(post) : post)) }
      : page,
  );
}

/**
 * Sets a post's `saved` on every cached page of Saved's posts, at once; answers the undo. The post
 * stays on the page (its toggle shows Save) until the list is read again, which leaves it out.
 */
export function markSavedPostPages(queryClient: QueryClient, id: string, saved: boolean): () => void {
  updateSavedPost(queryClient, id, (post) => ({ ...post, saved }));
  return () => updateSavedPost(queryClient, id, (post) => ({ ...post, saved: !saved }));
}

/**
 * Puts the server's copy of a post (after a like elsewhere in the app) on every cached page of
 * Saved's posts that holds it, keeping when it was saved. The app hands it to the featured cards.
 */
export function storeSavedPost(queryClient: QueryClient, post: Omit<SavedPost, 'savedAt'>) {
  updateSavedPost(queryClient, post.id, (held) => ({ ...post, savedAt: held.savedAt }));
}
