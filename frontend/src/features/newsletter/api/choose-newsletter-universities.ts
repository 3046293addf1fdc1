import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { NewsletterSubscription } from '../types';
import { NEWSLETTER_MESSAGES } from '../utils/messages';

import { getNewsletterSubscriptionQueryOptions } from './get-newsletter-subscription';

export interface ChooseNewsletterUniversities {
  token: string;
  /** None means news from every university (at most 100). */
  universityIds: string[];
}

/**
 * PUT /newsletter/subscriptions/{token} (no sign-in): the universities whose news the link's
 * subscriber gets; answers the subscription as saved. 400 for an unknown university or too many,
 * 404 for a link that no longer works.
 */
export async function chooseNewsletterUniversities({
  token,
  universityIds,
}: ChooseNewsletterUniversities): Promise<NewsletterSubscription> {
  return unwrap(
    await api.PUT('/newsletter/subscriptions/{token}', { params: { path: { token } }, body: { universityIds } }),
    NEWSLETTER_MESSAGES.saveFailed,
  ).data;
}

/** Saves the choice; the cached subscription becomes the server's answer. */
export function useChooseNewsletterUniversities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseNewsletterUniversities,
    onSuccess: (subscription, { token }) =>
      queryClient.setQueryData(getNewsletterSubscriptionQueryOptions(token).queryKey, subscription),
  });
}
