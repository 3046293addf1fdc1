import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, withoutStoredToken } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { University } from '../types';

import { universitiesQueryKey } from './get-universities';

/**
 * GET /universities/slug/{slug}: the university whose own page is `/{slug}`; a 404 throws an ApiError
 * with status 404. Asked without the session (the answer is the same for everyone), so it takes the
 * copy the server's `Link: rel=preload` header started downloading with the page (crates/http/src/spa.rs).
 */
export async function getUniversityBySlug(slug: string): Promise<University> {
  const result = await api.GET('/universities/slug/{slug}', {
    params: { path: { slug: slug.toLowerCase() } },
    middleware: [withoutStoredToken],
  });
  return unwrap(result, 'University not found').data;
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
