import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { readAccount, type InstagramAccount } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

export interface UniversityAccounts {
  accounts: InstagramAccount[];
  publicMediaWarning: string | null;
}

/** GET /manager/universities/{id}/instagram: the university's connected accounts, and a warning about media if any. */
export async function getInstagramAccounts(universityId: string): Promise<UniversityAccounts> {
  const body = unwrap(
    await api.GET('/manager/universities/{id}/instagram', { params: { path: { id: universityId } } }),
    MANAGER_MESSAGES.accountsFailed,
  );
  return { accounts: body.data.map(readAccount), publicMediaWarning: body.publicMediaWarning ?? null };
}

export function getInstagramAccountsQueryOptions(universityId: string) {
  return queryOptions({
    queryKey: [...managerQueryKey, 'accounts', universityId],
    queryFn: () => getInstagramAccounts(universityId),
  });
}

export function useInstagramAccounts(universityId: string | null) {
  return useQuery({ ...getInstagramAccountsQueryOptions(universityId ?? ''), enabled: universityId !== null });
}
