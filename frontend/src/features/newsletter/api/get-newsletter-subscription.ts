import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { NewsletterSubscription } from '../types';
import { NEWSLETTER_MESSAGES } from '../utils/messages';

/**
 * GET /newsletter/subscriptions/{token} (no sign-in): the subscription a mailed link opens (the used
 * confirmation link, or an issue's), changing nothing. 404 for a link that no longer works ("This link
 * no longer works: …"), 400 for one that could not be a link.
 */
export async function getNewsletterSubscription(token: string): Promise<NewsletterSubscription> {
  return unwrap(
    await api.GET('/newsletter/subscriptions/{token}', { params: { path: { token } } }),
    NEWSLETTER_MESSAGES.loadFailed,
  ).data;
}

export function getNewsletterSubscriptionQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['newsletter', 'subscription', token],
    queryFn: () => getNewsletterSubscription(token),
  });
}

/** The link's subscription; nothing is asked without a token. */
export function useNewsletterSubscription(token: string) {
  return useQuery({ ...getNewsletterSubscriptionQueryOptions(token), enabled: token !== '' });
}
