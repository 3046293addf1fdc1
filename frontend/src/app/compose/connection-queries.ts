import { messagesQueryKey } from '@/features/messages/api/query-keys';
import { myProfileQueryKey } from '@/features/profiles/api/get-my-profile';
import { roommatesQueryKey } from '@/features/roommates/api/get-roommates';
import { savedProfilesQueryKey } from '@/features/saved/api/get-saved-profiles';

/**
 * The other features' queries that connections change (the features do not know each other; they
 * meet here). The roommate list and the students' pages show who is connected and interested; a
 * conversation, whether the two may still write (`canSend`).
 */
export const CONNECTED_QUERIES = [roommatesQueryKey, messagesQueryKey] as const;

/** A block hides the student everywhere: the roommate list and pages, Saved, and Messages (the pair's conversation). */
export const BLOCK_QUERIES = [roommatesQueryKey, savedProfilesQueryKey, messagesQueryKey] as const;

/** The viewer's profile says whether they are still looking for a roommate. */
export const LOOKING_QUERIES = [myProfileQueryKey] as const;
