import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { NewsletterPreview } from '../types';
import { NEWSLETTER_MESSAGES } from '../utils/messages';

/**
 * GET /admin/newsletter/preview (admins): the next issue as it stands, as a subscriber of every
 * university would get it: when it goes out, what it covers, and who gets it.
 */
export async function getNewsletterPreview(): Promise<NewsletterPreview> {
  return unwrap(await api.GET('/admin/newsletter/preview'), NEWSLETTER_MESSAGES.previewFailed).data;
}

export function getNewsletterPreviewQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'newsletter', 'preview'], queryFn: getNewsletterPreview });
}

export function useNewsletterPreview() {
  return useQuery(getNewsletterPreviewQueryOptions());
}
