import type { components } from '@/lib/api/generated/schema';

/** A saved student of GET /saved/profiles: the card the roommate list shows, and when it was saved. */
export type SavedRoommate = components['schemas']['SavedRoommate'];

/** One page of saved students, newest first. */
export interface SavedPage {
  profiles: SavedRoommate[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the save button needs of a student: who they are to the viewer, and whether they are saved. */
export interface SaveableStudent {
  id: string;
  firstName: string;
  saved: boolean;
}

/** A featured post as the grids show it (`saved` says whether the viewer saved it). */
type FeaturedPost = components['schemas']['FeaturedPost'];

/** A saved post of GET /saved/posts: the featured post, still featured, and when it was saved. */
export type SavedPost = components['schemas']['SavedFeaturedPost'];

/** One page of saved posts, newest saved first. */
export interface SavedPostPage {
  posts: SavedPost[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the save button for posts needs of a post. */
export type SaveablePost = Pick<FeaturedPost, 'id' | 'saved'>;
