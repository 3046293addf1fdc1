import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { BlockedStudent } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

export const blockedStudentsQueryKey = ['blocks'] as const;

/** GET /blocks: the students the viewer blocked, newest first. */
export async function getBlockedStudents(): Promise<BlockedStudent[]> {
  return unwrap(await api.GET('/blocks'), CONNECTION_MESSAGES.blockedLoadFailed).data;
}

export function getBlockedStudentsQueryOptions() {
  return queryOptions({ queryKey: blockedStudentsQueryKey, queryFn: getBlockedStudents });
}

export function useBlockedStudents() {
  return useQuery(getBlockedStudentsQueryOptions());
}
