import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { CONNECTION_MESSAGES } from '../utils/messages';

export const contactPrivacyQueryKey = ['contact-privacy'] as const;

/** GET /settings/contact-privacy: whether the viewer shows only a part of their profile before connecting (on by default). */
export async function getContactPrivacy(): Promise<boolean> {
  return unwrap(await api.GET('/settings/contact-privacy'), CONNECTION_MESSAGES.privacyLoadFailed).data.privateBeforeConnecting;
}

export function getContactPrivacyQueryOptions() {
  return queryOptions({ queryKey: contactPrivacyQueryKey, queryFn: getContactPrivacy });
}

export function useContactPrivacy() {
  return useQuery(getContactPrivacyQueryOptions());
}
