import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { UniversityRequest } from '../types';
import { UNIVERSITY_MESSAGES } from '../utils/messages';

export const universityRequestsQueryKey = ['university-requests'] as const;

/** GET /admin/university-requests (admins): newest first. */
export async function getUniversityRequests(): Promise<UniversityRequest[]> {
  return unwrap(await api.GET('/admin/university-requests'), UNIVERSITY_MESSAGES.requestsLoadFailed).data;
}

export function getUniversityRequestsQueryOptions() {
  return queryOptions({ queryKey: universityRequestsQueryKey, queryFn: getUniversityRequests });
}

export function useUniversityRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUniversityRequestsQueryOptions(), enabled });
}
