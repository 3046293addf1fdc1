import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { RoommateProfile } from '../types';
import { ROOMMATE_MESSAGES } from '../utils/messages';

import { roommatesQueryKey } from './get-roommates';

/** GET /roommates/{id}: one student with the match and every reason; 404 when the viewer may not see them. */
export async function getRoommate(id: string): Promise<RoommateProfile> {
  return unwrap(await api.GET('/roommates/{id}', { params: { path: { id } } }), ROOMMATE_MESSAGES.loadOneFailed).data;
}

export function getRoommateQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...roommatesQueryKey, 'detail', id],
    queryFn: () => getRoommate(id),
  });
}

export function useRoommate(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRoommateQueryOptions(id), enabled });
}
