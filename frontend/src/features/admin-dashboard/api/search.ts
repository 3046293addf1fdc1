import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

export type SearchResults = components['schemas']['SearchResults'];
export type PersonHit = components['schemas']['PersonHit'];
export type UniversityHit = components['schemas']['UniversityHit'];
export type ProfileHit = components['schemas']['ProfileHit'];

/** Shorter searches find nothing on the server, so they are not sent. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_FAILED = 'Search failed. Please try again.';

/** GET /admin/search: up to 5 people, universities and roommate profiles matching `q`. */
export async function searchEverything(q: string): Promise<SearchResults> {
  return unwrap(await api.GET('/admin/search', { params: { query: { q } } }), SEARCH_FAILED).data;
}

export function getSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['admin', 'search', q],
    queryFn: () => searchEverything(q),
    enabled: q.length >= SEARCH_MIN_LENGTH,
  });
}

export function useSearch(q: string) {
  return useQuery(getSearchQueryOptions(q));
}
