import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

/** The universities the picker offers (GET /universities, the largest page). */
export async function getUniversityChoices() {
  const body = unwrap(await api.GET('/universities', { params: { query: { pageSize: 100 } } }), 'Failed to load universities');
  return body.data.map(({ id, name, location, logoUrl }) => ({ id, name, location, logoUrl }));
}

export type UniversityChoice = Awaited<ReturnType<typeof getUniversityChoices>>[number];

export function getUniversityChoicesQueryOptions() {
  return queryOptions({ queryKey: ['universities', 'choices'], queryFn: getUniversityChoices });
}

export function useUniversityChoices() {
  return useQuery(getUniversityChoicesQueryOptions());
}

/** Spec 5: a case-insensitive substring match on the name. */
export function filterUniversities<T extends { name: string }>(universities: readonly T[], search: string): T[] {
  const term = search.trim().toLowerCase();
  return term ? universities.filter((university) => university.name.toLowerCase().includes(term)) : [...universities];
}
