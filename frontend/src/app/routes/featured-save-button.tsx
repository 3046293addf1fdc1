import { markFeaturedSaved } from '@/features/featured/api/mark-featured-saved';
import type { FeaturedCardExtras } from '@/features/featured/components/featured-card';
import type { FeaturedPost } from '@/features/featured/types';
import { storeSavedPost } from '@/features/saved/api/get-saved-posts';
import { SavePostButton } from '@/features/saved/components/save-post-button';

/** The featured caches that hold a post's `saved`: every page of every grid. */
const FEATURED_COPIES = [markFeaturedSaved] as const;

/**
 * Saved's toggle for a featured post: saving or removing it shows at once on the grids and on
 * Saved alike (the features do not know each other; they meet here).
 */
export function FeaturedSaveButton({ post }: { post: FeaturedPost }) {
  return <SavePostButton post={post} copies={FEATURED_COPIES} />;
}

/**
 * What every featured card of the app carries from Saved: its toggle beside the like, and a like's
 * answer put on Saved's pages of posts too.
 */
export const FEATURED_CARD_EXTRAS = {
  renderAction: (post) => <FeaturedSaveButton post={post} />,
  likeCopies: [storeSavedPost],
} satisfies FeaturedCardExtras;
