import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { ModerationProfile, ProfileStatus } from '../types';

export const moderationQueryKey = ['admin', 'profiles'] as const;

export interface ModerationPage {
  profiles: ModerationProfile[];
  total: number;
  counts: Record<ProfileStatus, number>;
}

interface ModerationListBody {
  data: ModerationProfile[];
  total: number;
  counts: Record<ProfileStatus, number>;
}

/** GET /admin/profiles/status/{status}: one page of profiles and the counts for the tabs. */
export async function getProfilesByStatus(status: ProfileStatus): Promise<ModerationPage> {
  const response = await apiFetch(`/admin/profiles/status/${status}?pageSize=100`);
  const body = await unwrapResponse<ModerationListBody>(response);
  return { profiles: body.data, total: body.total, counts: body.counts };
}

export function getProfilesByStatusQueryOptions(status: ProfileStatus) {
  return queryOptions({ queryKey: [...moderationQueryKey, status], queryFn: () => getProfilesByStatus(status) });
}

export function useProfilesByStatus(status: ProfileStatus) {
  return useQuery(getProfilesByStatusQueryOptions(status));
}
