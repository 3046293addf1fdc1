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
