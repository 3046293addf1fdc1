import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { NEWSLETTER_MESSAGES } from '../utils/messages';

/**
 * POST /newsletter/unsubscribe/{token} (no sign-in): nothing more is sent to the address; answers
 * "<email> is unsubscribed from Quad's newsletter.". 404 for a link that no longer works.
 */
export async function unsubscribeFromNewsletter(token: string): Promise<string> {
  return unwrap(
    await api.POST('/newsletter/unsubscribe/{token}', { params: { path: { token } } }),
    NEWSLETTER_MESSAGES.unsubscribeFailed,
  ).message;
}

export function useUnsubscribeFromNewsletter() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
