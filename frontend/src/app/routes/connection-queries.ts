import { myProfileQueryKey } from '@/features/profiles/api/get-my-profile';
import { roommatesQueryKey } from '@/features/roommates/api/get-roommates';
import { savedProfilesQueryKey } from '@/features/saved/api/get-saved-profiles';

/**
 * The other features' queries that connections change (the features do not know each other; they
 * meet here). The roommate list and the students' pages show who is connected and interested.
 */
export const CONNECTED_QUERIES = [roommatesQueryKey] as const;

/** A block hides the student everywhere: the roommate list and pages, and Saved. */
export const BLOCK_QUERIES = [roommatesQueryKey, savedProfilesQueryKey] as const;

/** The viewer's profile says whether they are still looking for a roommate. */
export const LOOKING_QUERIES = [myProfileQueryKey] as const;
