import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { University, UniversityEnvelope } from '../types';

import { universitiesQueryKey } from './get-universities';

/**
 * GET /universities/{id}, with its Instagram links; a 404 throws an ApiError with status 404.
 * (`apiFetch`: the server's OpenAPI document does not declare the `{id}` path parameter yet.)
 */
export async function getUniversity(id: string): Promise<University> {
  const response = await apiFetch(`/universities/${encodeURIComponent(id)}`);
  return (await unwrapResponse<UniversityEnvelope>(response, 'University not found')).data;
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
