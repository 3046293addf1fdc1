import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

/** POST /newsletter/subscriptions; `newlySubscribed` is false when the address was already on the list. */
export async function subscribeToNewsletter(email: string): Promise<{ newlySubscribed: boolean }> {
  return unwrap(await api.POST('/newsletter/subscriptions', { body: { email } })).data;
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
