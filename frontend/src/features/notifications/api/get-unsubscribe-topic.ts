import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { UnsubscribeTopic } from '../types';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

/**
 * GET /notifications/unsubscribe/{token} (no sign-in): which e-mails the link would stop, changing
 * nothing (mail scanners open links on their own). 404 for a link that is not valid.
 */
export async function getUnsubscribeTopic(token: string): Promise<UnsubscribeTopic> {
  return unwrap(
    await api.GET('/notifications/unsubscribe/{token}', { params: { path: { token } } }),
    NOTIFICATIONS_MESSAGES.unsubscribeInvalid,
  ).data;
}

export function getUnsubscribeTopicQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['notification-unsubscribe', token],
    queryFn: () => getUnsubscribeTopic(token),
    staleTime: Infinity,
  });
}

export function useUnsubscribeTopic(token: string) {
  return useQuery({ ...getUnsubscribeTopicQueryOptions(token), enabled: token !== '' });
}
