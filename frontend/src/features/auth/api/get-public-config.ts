import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

export type PublicConfig = components['schemas']['PublicConfig'];

/** What this deployment offers: the reCAPTCHA site key (null when off) and Google sign-in. */
export async function getPublicConfig(): Promise<PublicConfig> {
  return unwrap(await api.GET('/config')).data;
}

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    // Set when the server starts; no need to ask again during a visit.
    staleTime: Infinity,
  });
}

/** The deployment's settings; while they load (or if they cannot) neither Google nor reCAPTCHA shows. */
export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
