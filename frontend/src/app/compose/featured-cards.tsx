import type { ReactNode } from 'react';

import { FeaturedCardExtrasProvider } from '@/features/featured/components/featured-card-extras';
import { storeSavedPost } from '@/features/saved/api/get-saved-posts';
import type { MembershipRule } from '@/lib/membership';

import { useFeaturedLikeAccess } from './featured-like-access';
import { FeaturedPostActions } from './featured-save-button';

/** A like's answer is put on Saved's pages of posts too. */
const LIKE_COPIES = [storeSavedPost] as const;

/**
 * What every featured card below it carries in the app, from Saved, Reports and the membership: the
 * save toggle and the report button beside the like, a like's answer put on Saved's pages, and
 * whether the person may like each post. `university`: the page's own, when the posts are all of one.
 */
export function FeaturedCards({ university, children }: { university?: MembershipRule; children: ReactNode }) {
  const likeAccess = useFeaturedLikeAccess(university);
  return (
    <FeaturedCardExtrasProvider extras={{ Actions: FeaturedPostActions, likeCopies: LIKE_COPIES, likeAccess }}>{children}</FeaturedCardExtrasProvider>
  );
}
