import type { QueryClient } from '@tanstack/react-query';

import { featuredQueryKey, type FeaturedPage } from './get-featured-posts';

/** Sets `saved` of one post on every cached page that holds it, where it differs; answers the pages' keys it changed. */
function setSaved(queryClient: QueryClient, id: string, saved: boolean) {
  const changed: (readonly unknown[])[] = [];
  for (const [queryKey, page] of queryClient.getQueriesData<FeaturedPage>({ queryKey: featuredQueryKey })) {
    if (!page?.posts.some((post) => post.id === id && post.saved !== saved)) continue;
    queryClient.setQueryData<FeaturedPage>(queryKey, {
      ...page,
      posts: page.posts.map((post) => (post.id === id ? { ...post, saved } : post)),
    });
    changed.push(queryKey);
  }
  return changed;
}

/**
 * Sets a post's `saved` wherever the featured queries hold it (every cached page of every grid),
 * without asking the server; answers the undo, which sets it back on those pages (and leaves the
 * rest of the post, a like meanwhile, alone). The app hands it to Saved's button for posts.
 */
export function markFeaturedSaved(queryClient: QueryClient, id: string, saved: boolean): () => void {
  const changed = setSaved(queryClient, id, saved);
  return () => {
    for (const queryKey of changed) {
      queryClient.setQueryData<FeaturedPage>(queryKey, (page) =>
        page && { ...page, posts: page.posts.map((post) => (post.id === id ? { ...post, saved: !saved } : post)) },
      );
    }
  };
}
