import { useFeaturedPosts } from '@/features/featured/api/get-featured-posts';
import { RecentFeaturedList } from '@/features/featured/components/recent-featured-list';
import { FeaturedSkeleton, NoFeaturedPosts } from '@/features/landing/components/featured-posts-section';

import { QueryProvider } from '../query-provider';

/** The landing page shows this many of the newest featured posts. */
const RECENT_FEATURED_COUNT = 4;

function LiveFeatured() {
  const featured = useFeaturedPosts({ pageSize: RECENT_FEATURED_COUNT });
  if (featured.isPending) return <FeaturedSkeleton />;
  if (featured.isError) return <NoFeaturedPosts failed />;
  const posts = featured.data.posts;
  return posts.length > 0 ? <RecentFeaturedList posts={posts} /> : <NoFeaturedPosts />;
}

/**
 * What the landing page's Recently Featured holds: the real posts (GET /featured?pageSize=4, every
 * university's); a line saying so when nothing is featured yet or the posts cannot be had. Loaded
 * lazily, after the first paint.
 */
export default function LandingFeatured() {
  return (
    <QueryProvider>
      <LiveFeatured />
    </QueryProvider>
  );
}
