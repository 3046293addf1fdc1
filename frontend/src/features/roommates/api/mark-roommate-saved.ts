import type { QueryClient } from '@tanstack/react-query';

import type { RoommatePage, RoommateProfile } from '../types';

import { getRoommateQueryOptions } from './get-roommate';
import { roommatesQueryKey } from './get-roommates';

/**
 * Sets a student's `saved` wherever the roommate queries hold them (every cached page of the list,
 * and their page), without asking the server; answers the undo, which puts those entries back.
 * The app hands it to Saved's button, which calls it as the student is saved or removed.
 */
export function markRoommateSaved(queryClient: QueryClient, id: string, saved: boolean): () => void {
  const lists = { queryKey: [...roommatesQueryKey, 'list'] };
  const detail = getRoommateQueryOptions(id).queryKey;
  const before = [...queryClient.getQueriesData<RoommatePage>(lists), ...queryClient.getQueriesData<RoommateProfile>({ queryKey: detail })];

  queryClient.setQueriesData<RoommatePage>(lists, (page) => {
    if (!page?.roommates.some((roommate) => roommate.id === id && roommate.saved !== saved)) return page;
    return { ...page, roommates: page.roommates.map((roommate) => (roommate.id === id ? { ...roommate, saved } : roommate)) };
  });
  queryClient.setQueryData(detail, (profile) => (profile && profile.saved !== saved ? { ...profile, saved } : profile));

  return () => {
    for (const [queryKey, data] of before) if (data) queryClient.setQueryData(queryKey, data);
  };
}
