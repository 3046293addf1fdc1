import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { CONNECTION_MESSAGES } from '../utils/messages';

import { contactPrivacyQueryKey } from './get-contact-privacy';

/** PUT /settings/contact-privacy: turns privacy before connecting on or off; answers the setting as saved. */
export async function setContactPrivacy(privateBeforeConnecting: boolean): Promise<boolean> {
  return unwrap(
    await api.PUT('/settings/contact-privacy', { body: { privateBeforeConnecting } }),
    CONNECTION_MESSAGES.privacySaveFailed,
  ).data.privateBeforeConnecting;
}

/** Saves the setting; the cached one becomes the server's answer. */
export function useSetContactPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactPrivacy,
    onSuccess: (saved) => queryClient.setQueryData(contactPrivacyQueryKey, saved),
  });
}
