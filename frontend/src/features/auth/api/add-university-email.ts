import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';
import { invalidateMembership, membershipQueryKeyFor, type Membership } from '@/lib/membership';

import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../utils/validation';

export const UNIVERSITY_EMAIL_REQUIRED_MESSAGE = 'Please enter your university e-mail address';
export const ADD_UNIVERSITY_EMAIL_FAILED = 'Failed to send the link to your university e-mail';

export const universityEmailInputSchema = z.object({
  email: z.string().trim().min(1, UNIVERSITY_EMAIL_REQUIRED_MESSAGE).refine(isValidEmail, INVALID_EMAIL_MESSAGE),
});

export type UniversityEmailInput = z.infer<typeof universityEmailInputSchema>;

/**
 * POST /auth/university-email: mails a single-use link to an address at a university's domains; it
 * counts once opened. Answers the server's words ("We sent a link to …"). The server says why an
 * address cannot be one (webmail, no university there, the sign-in address) in `fields.email`.
 */
export async function addUniversityEmail({ email }: UniversityEmailInput): Promise<string> {
  return unwrap(await api.POST('/auth/university-email', { body: { email } }), ADD_UNIVERSITY_EMAIL_FAILED).message;
}

/** Sends the link; the address shows as waiting at once, and the membership is read again. */
export function useAddUniversityEmail() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: addUniversityEmail,
    onSuccess: (_message, { email }) => {
      queryClient.setQueryData<Membership>(membershipQueryKeyFor(userId), (current) =>
        current ? { ...current, pendingEmail: email } : current,
      );
      void invalidateMembership(queryClient);
    },
  });
}
