import { markFeaturedSaved } from '@/features/featured/api/mark-featured-saved';
import type { FeaturedPost } from '@/features/featured/types';
import { SavePostButton } from '@/features/saved/components/save-post-button';

import { FeaturedReportButton } from './featured-report-button';

/** The featured caches that hold a post's `saved`: every page of every grid. */
const FEATURED_COPIES = [markFeaturedSaved] as const;

/**
 * Saved's toggle for a featured post: saving or removing it shows at once on the grids and on
 * Saved alike (the features do not know each other; they meet here).
 */
export function FeaturedSaveButton({ post }: { post: FeaturedPost }) {
  return <SavePostButton post={post} copies={FEATURED_COPIES} />;
}

/** Beside a featured post's like: Saved's toggle and, for a signed-in student, Reports' button. */
export function FeaturedPostActions({ post }: { post: FeaturedPost }) {
  return (
    <>
      <FeaturedSaveButton post={post} />
      <FeaturedReportButton post={post} />
    </>
  );
}
