import { createContext, use, type ComponentType, type ReactNode } from 'react';

import type { FeaturedPostCopy } from '../api/like-featured-post';
import type { FeaturedPost, LikeAccess } from '../types';

/** What the app adds to every featured card below it (features do not know each other). */
export interface FeaturedCardExtras {
  /** Beside the like, in the same row: the app's controls for the post (Saved's toggle, Reports' button). */
  Actions?: ComponentType<{ post: FeaturedPost }>;
  /** The other caches holding posts, given the server's copy after a like (see `useLikeFeaturedPost`). */
  likeCopies?: readonly FeaturedPostCopy[];
  /** Whether the signed-in person may like each post (from their membership, which the app reads); allowed when not given. */
  likeAccess?: (post: FeaturedPost) => LikeAccess;
}

const FeaturedCardExtrasContext = createContext<FeaturedCardExtras>({});

/**
 * Gives every `FeaturedCard` below it the app's extras, however deep (a university's section, its
 * grid, Saved's list): the app composes them once, around the cards, instead of handing them down.
 */
export function FeaturedCardExtrasProvider({ extras, children }: { extras: FeaturedCardExtras; children: ReactNode }) {
  return <FeaturedCardExtrasContext value={extras}>{children}</FeaturedCardExtrasContext>;
}

/** The extras of the nearest provider; none outside one (the landing page's list). */
export function useFeaturedCardExtras(): FeaturedCardExtras {
  return use(FeaturedCardExtrasContext);
}
