import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';

import { PRIVACY_MESSAGES } from '../utils/messages';

/** Whether the person opted out of sharing with university partners for research, and when. */
export type ResearchSharing = components['schemas']['ResearchSharing'];

export const researchSharingQueryKey = ['research-sharing'] as const;

/** GET /settings/research-sharing: whether the viewer opted out of research sharing, and since when. */
export async function getResearchSharing(): Promise<ResearchSharing> {
  return unwrap(await api.GET('/settings/research-sharing'), PRIVACY_MESSAGES.researchSharingLoadFailed).data;
}

export function getResearchSharingQueryOptions() {
  return queryOptions({ queryKey: researchSharingQueryKey, queryFn: getResearchSharing });
}

export function useResearchSharing() {
  return useQuery(getResearchSharingQueryOptions());
}
