import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

/** GET /catalogues: the majors and the preference categories with their options. */
export async function getCatalogues() {
  return unwrap(await api.GET('/catalogues')).data;
}

export function getCataloguesQueryOptions() {
  return queryOptions({ queryKey: ['catalogues'], queryFn: getCatalogues, staleTime: Infinity });
}

export function useCatalogues() {
  return useQuery(getCataloguesQueryOptions());
}
