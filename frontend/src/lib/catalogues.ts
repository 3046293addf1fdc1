import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api/client';
import { unwrap } from './api/errors';
import type { components } from './api/generated/schema';

/**
 * One preference category of GET /catalogues: single-choice (`multiple: false`) or a list; its `kind`
 * says whether its answers lie on a scale (`ordered`, with the `ranges` an expectation may accept).
 */
export type PreferenceCatalogue = components['schemas']['Catalogue'];
/** A range of a scale category ("at least Neat") an expectation may accept, with its answers in order. */
export type ScaleRange = components['schemas']['ScaleRange'];
/** GET /catalogues: the majors and the preference categories with their options. */
export type Catalogues = components['schemas']['Catalogues'];

/**
 * GET /catalogues: the majors and the preference categories (the profile wizard's choices, the
 * roommate filters' options, the answers' labels). Shared by every feature that reads them, so they
 * share one cache entry.
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
