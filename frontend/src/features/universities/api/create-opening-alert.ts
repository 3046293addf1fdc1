import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { ApiError, unwrap } from '@/lib/api/errors';

import { UNIVERSITY_MESSAGES } from '../utils/messages';

import { universitiesQueryKey } from './get-universities';
import { universityRequestsQueryKey } from './get-university-requests';
import { guestEmailSchema } from './request-university';

/** "Tell me when it opens": the e-mail is asked only of people who are signed out. */
export function openingAlertInputSchema(options: { emailRequired: boolean }) {
  return z.object({ email: guestEmailSchema(options) });
}

export type OpeningAlertInput = z.infer<ReturnType<typeof openingAlertInputSchema>>;

export interface CreateOpeningAlertRequest {
  universityId: string;
  /** Where to tell a guest; empty for a signed-in person (the server uses their account's address). */
  email: string;
}

/**
 * POST /universities/{id}/opening-alerts: the person is told once the university can be joined (a
 * notification for an account, an e-mail otherwise). Asking twice is fine. Answers the server's
 * message; a university open already is refused (409), as are a bad address (400) and too many asks (429).
 */
export async function createOpeningAlert({ universityId, email }: CreateOpeningAlertRequest): Promise<string> {
  const body = unwrap(
    await api.POST('/universities/{id}/opening-alerts', {
      params: { path: { id: universityId } },
      body: email ? { email } : {},
    }),
    UNIVERSITY_MESSAGES.openingAlertFailed,
  );
  return body.message;
}

export function useCreateOpeningAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpeningAlert,
    // Admins see who waits among the university requests.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universityRequestsQueryKey }),
    // Open already (409) or gone (404): what the page shows of it is out of date.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        return queryClient.invalidateQueries({ queryKey: universitiesQueryKey });
      }
    },
  });
}
