import { blockedStudentsQueryKey } from '@/features/connections/api/get-blocked-students';
import { connectionsQueryKey } from '@/features/connections/api/get-connections';
import { receivedRequestsQueryKey } from '@/features/connections/api/get-received-requests';
import { sentRequestsQueryKey } from '@/features/connections/api/get-sent-requests';
import { messagesQueryKey } from '@/features/messages/api/query-keys';
import { myProfileQueryKey } from '@/features/profiles/api/get-my-profile';
import { roommatesQueryKey } from '@/features/roommates/api/get-roommates';
import { savedProfilesQueryKey } from '@/features/saved/api/get-saved-profiles';
import type { ChangeMap } from '@/lib/changes';

/**
 * Which queries show each change, whichever feature they belong to (the features do not know each
 * other; they meet here). A mutation names its changes (`meta: { changes: [...] }`); the app's
 * query client reads these again once it settles (src/lib/query-client.ts).
 */
export const CHANGE_MAP = {
  // Who is connected with whom: the connections, the roommate list and pages (Connected, Interested),
  // and a conversation (whether the two may still write, `canSend`).
  connections: [connectionsQueryKey, roommatesQueryKey, messagesQueryKey],
  'received-requests': [receivedRequestsQueryKey],
  'sent-requests': [sentRequestsQueryKey],
  // Who is blocked: the blocked list; a blocked student leaves the roommate list and pages, and the
  // pair's conversation closes.
  blocks: [blockedStudentsQueryKey, roommatesQueryKey, messagesQueryKey],
  // The students one saved (a block takes the blocked student off the blocker's Saved).
  'saved-students': [savedProfilesQueryKey],
  // Whether the viewer still looks for a roommate: their profile says it.
  looking: [myProfileQueryKey],
} satisfies ChangeMap;
