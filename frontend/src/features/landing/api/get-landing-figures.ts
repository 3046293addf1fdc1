import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { LandingFigures } from '../utils/figures';

/** GET /landing-figures: what exists, each figure null below the deployment's threshold. */
export async function getLandingFigures(): Promise<LandingFigures> {
  return unwrap(await api.GET('/landing-figures')).data;
}

export function getLandingFiguresQueryOptions() {
  return queryOptions({
    queryKey: ['landing-figures'],
    queryFn: getLandingFigures,
    // The server lets browsers keep them for five minutes too.
    staleTime: 5 * 60 * 1000,
  });
}

/** The landing page's figures; none while they load or if they cannot. */
export function useLandingFigures() {
  return useQuery(getLandingFiguresQueryOptions());
}
