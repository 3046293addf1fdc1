import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { University } from '../types';

import { universitiesQueryKey } from './get-universities';

/** GET /universities/{id}, with its Instagram links; a 404 throws an ApiError with status 404. */
export async function getUniversity(id: string): Promise<University> {
  return unwrap(await api.GET('/universities/{id}', { params: { path: { id } } }), 'University not found').data;
}

export function getUniversityQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...universitiesQueryKey, 'detail', id],
    queryFn: () => getUniversity(id),
  });
}

export function useUniversity(id: string) {
  return useQuery(getUniversityQueryOptions(id));
}
