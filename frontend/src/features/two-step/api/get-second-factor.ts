import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

/**
 * Whether the person's two-step sign-in is on (`SecondFactorStatusDto`): `required` for admins,
 * `sessionVerified` when this session proved it (a code at sign-in, or setting it up here).
 */
export type SecondFactorStatus = components['schemas']['SecondFactorStatusDto'];

export const secondFactorQueryKey = ['auth', 'second-factor'] as const;

/** GET /auth/second-factor (staff only; a student gets a 403). */
export async function getSecondFactor(): Promise<SecondFactorStatus> {
  return unwrap(await api.GET('/auth/second-factor'), 'Failed to load your two-step sign-in').data;
}

export function getSecondFactorQueryOptions() {
  return queryOptions({ queryKey: secondFactorQueryKey, queryFn: getSecondFactor });
}

export function useSecondFactor({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSecondFactorQueryOptions(), enabled });
}
