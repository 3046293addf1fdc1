import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Catalogues } from '../types';

/**
 * GET /catalogues: the majors and the preference categories (the filters' options, the answers'
 * labels). The same key and answer as the profile screens' query, so both share one cache entry.
 */
export async function getCatalogues(): Promise<Catalogues> {
  return unwrap(await api.GET('/catalogues')).data;
}

export function getCataloguesQueryOptions() {
  return queryOptions({ queryKey: ['catalogues'], queryFn: getCatalogues, staleTime: Infinity });
}

export function useCatalogues() {
  return useQuery(getCataloguesQueryOptions());
}

/** The options of one preference category ([] until the catalogues arrive, or when it is unknown). */
export function optionsOf(catalogues: Catalogues | undefined, key: string): string[] {
  return catalogues?.preferences.find((catalogue) => catalogue.key === key)?.options ?? [];
}
