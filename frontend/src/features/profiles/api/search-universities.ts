import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { ApiError, unwrap } from '@/lib/api/errors';

/** The most universities the picker shows for one search (the server's largest page). */
const CHOICES_PAGE_SIZE = 100;

export const UNIVERSITY_SEARCH_FAILED = 'Failed to load universities';
/** Spec 8: the answer came, but without a list of universities. */
export const UNIVERSITY_SEARCH_UNEXPECTED = 'Failed to load universities: Unexpected response format';

/**
 * GET /universities?search=: the universities the picker offers for a search, by name. The server
 * matches the term in the name, abbreviation or location, ignoring case; no term lists every one.
 */
export async function searchUniversities(term: string) {
  const search = term.trim();
  const result = await api.GET('/universities', {
    params: { query: { ...(search ? { search } : {}), pageSize: CHOICES_PAGE_SIZE } },
  });
  const body = unwrap(result, UNIVERSITY_SEARCH_FAILED);
  // A server newer or older than this build may answer in another shape, whatever the document says.
  if (!Array.isArray(body.data)) throw new ApiError(UNIVERSITY_SEARCH_UNEXPECTED, result.response.status);
  return body.data.map(({ id, name, location }) => ({ id, name, location }));
}

export function searchUniversitiesQueryOptions(term: string) {
  const search = term.trim();
  return queryOptions({
    queryKey: ['universities', 'choices', search],
    queryFn: () => searchUniversities(search),
    // While the next search loads, the previous answer stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useUniversitySearch(term: string) {
  return useQuery(searchUniversitiesQueryOptions(term));
}
