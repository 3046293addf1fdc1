import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { ManagerUniversity } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/** GET /manager/universities: every university with its number of accounts and queued posts. */
export async function getManagerUniversities(): Promise<ManagerUniversity[]> {
  return unwrap(await api.GET('/manager/universities'), MANAGER_MESSAGES.universitiesFailed).data;
}

export function getManagerUniversitiesQueryOptions() {
  return queryOptions({ queryKey: [...managerQueryKey, 'universities'], queryFn: getManagerUniversities });
}

export function useManagerUniversities() {
  return useQuery(getManagerUniversitiesQueryOptions());
}
