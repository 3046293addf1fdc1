import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { ApiError, unwrap } from '@/lib/api/errors';

/** The most universities the picker shows for one search (the server's largest page). */
const CHOICES_PAGE_SIZE = 100;

export const UNIVERSITY_SEARCH_FAILED = 'Failed to load universities';
/** What the picker shows of a university, with its membership rule (which students may pick it). */
export interface UniversityChoice {
  id: string;
  name: string;
  location?: string | null;
  emailDomains: string[];
  joinWithoutUniversityEmail: boolean;
  /** Whether anyone can join it (a domain, or open to everyone): one that is not is never picked. */
  open: boolean;
}

function toChoice({ id, name, location, emailDomains, joinWithoutUniversityEmail, open }: UniversityChoice): UniversityChoice {
  return { id, name, location, emailDomains, joinWithoutUniversityEmail, open };
}

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
  return body.data.map(toChoice);
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

/**
 * GET /universities/{id}: the university a draft or profile holds, which the picker may not show
 * (another search), for its membership rule. A university gone since answers an ApiError (404).
 */
export async function getUniversityChoice(id: string): Promise<UniversityChoice> {
  return toChoice(unwrap(await api.GET('/universities/{id}', { params: { path: { id } } }), UNIVERSITY_SEARCH_FAILED).data);
}

export function getUniversityChoiceQueryOptions(id: string) {
  return queryOptions({ queryKey: ['universities', 'choice', id], queryFn: () => getUniversityChoice(id) });
}

/** The chosen university's choice; nothing is asked while none is chosen. */
export function useUniversityChoice(id: string) {
  return useQuery({ ...getUniversityChoiceQueryOptions(id), enabled: id !== '' });
}
