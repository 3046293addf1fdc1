import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { University, UniversityEnvelope } from '../types';

import { universitiesQueryKey } from './get-universities';

/**
 * GET /universities/slug/{slug}: the university whose own page is `/{slug}`; a 404 throws an ApiError
 * with status 404. (`apiFetch`: the OpenAPI document does not declare the `{slug}` path parameter yet.)
 */
export async function getUniversityBySlug(slug: string): Promise<University> {
  const response = await apiFetch(`/universities/slug/${encodeURIComponent(slug.toLowerCase())}`);
  return (await unwrapResponse<UniversityEnvelope>(response, 'University not found')).data;
}

export function getUniversityBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...universitiesQueryKey, 'slug', slug.toLowerCase()],
    queryFn: () => getUniversityBySlug(slug),
  });
}

export function useUniversityBySlug(slug: string) {
  return useQuery(getUniversityBySlugQueryOptions(slug));
}
