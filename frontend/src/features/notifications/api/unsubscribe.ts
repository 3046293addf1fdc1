import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { UnsubscribeTopic } from '../types';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

/**
 * POST /notifications/unsubscribe/{token} (no sign-in): stops the e-mails the link is about; answers
 * which. 404 for a link that is not valid.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeTopic> {
  return unwrap(
    await api.POST('/notifications/unsubscribe/{token}', { params: { path: { token } } }),
    NOTIFICATIONS_MESSAGES.unsubscribeFailed,
  ).data;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
