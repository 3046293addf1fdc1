import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { api } from '@/lib/api/client';
import { getErrorMessage, unwrap } from '@/lib/api/errors';

import type { FeaturedPost } from '../types';
import { FEATURED_MESSAGES } from '../utils/messages';

import { featuredQueryKey, type FeaturedPage } from './get-featured-posts';

/** PUT /featured/{id}/like: likes a post of the caller's university (403 for anyone else's); answers the post. */
export async function likeFeaturedPost(id: string): Promise<FeaturedPost> {
  return unwrap(await api.PUT('/featured/{id}/like', { params: { path: { id } } }), FEATURED_MESSAGES.likeFailed).data;
}

/** DELETE /featured/{id}/like: takes the caller's like back; answers the post. */
export async function unlikeFeaturedPost(id: string): Promise<FeaturedPost> {
  return unwrap(await api.DELETE('/featured/{id}/like', { params: { path: { id } } }), FEATURED_MESSAGES.unlikeFailed).data;
}

/** Puts the server's copy of a post on every cached page that holds it. */
function storePost(queryClient: QueryClient, post: FeaturedPost) {
  queryClient.setQueriesData<FeaturedPage>({ queryKey: featuredQueryKey }, (page) =>
    page?.posts.some((held) => held.id === post.id)
      ? { ...page, posts: page.posts.map((held) => (held.id === post.id ? post : held)) }
      : page,
  );
}

/**
 * A copy of a post that another feature keeps in its cache (Saved's list of posts): given the
 * server's copy after a like, it puts it there too.
 */
export type FeaturedPostCopy = (queryClient: QueryClient, post: FeaturedPost) => void;

interface UseLikeFeaturedPostOptions {
  /** The other caches to keep in step (composed by the app, as features do not know each other). */
  copies?: readonly FeaturedPostCopy[];
}

/**
 * Likes (`mutate(true)`) or unlikes (`mutate(false)`) one post. The button shows the change at once
 * from the mutation's variables; the server's answer then replaces the post in the cache (and in
 * the copies), and a failure leaves the cache as it was (the like rolls back) and says why in a
 * toast. One post's changes reach the server in order.
 */
export function useLikeFeaturedPost(id: string, { copies = [] }: UseLikeFeaturedPostOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => (liked ? likeFeaturedPost(id) : unlikeFeaturedPost(id)),
    scope: { id: `featured-like:${id}` },
    onSuccess: (post) => {
      storePost(queryClient, post);
      for (const copy of copies) copy(queryClient, post);
    },
    onError: (error, liked) =>
      toast.error(getErrorMessage(error, liked ? FEATURED_MESSAGES.likeFailed : FEATURED_MESSAGES.unlikeFailed)),
  });
}
