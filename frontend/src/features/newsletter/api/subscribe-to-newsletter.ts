import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

/**
 * POST /newsletter/subscriptions: mails a confirmation link (double opt-in). The server answers the
 * same whether the address is new, waiting for its link or subscribed already, so the answer is only
 * its message ("Check your inbox to confirm your subscription.").
 */
export async function subscribeToNewsletter(email: string): Promise<string> {
  const answer = unwrap(await api.POST('/newsletter/subscriptions', { body: { email } }));
  return answer.message;
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
