import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { invalidateMembership } from '@/lib/membership';

export const CONFIRM_UNIVERSITY_EMAIL_FAILED = 'Failed to confirm your university e-mail';

/**
 * POST /auth/university-email/confirm/{token}: uses the link mailed to a university address (signed
 * in or not); answers "X is now your university e-mail."
 */
export async function confirmUniversityEmail(token: string): Promise<string> {
  const answer = unwrap(
    await api.POST('/auth/university-email/confirm/{token}', { params: { path: { token } } }),
    CONFIRM_UNIVERSITY_EMAIL_FAILED,
  );
  return answer.message;
}

/** Confirms the address; a membership read in this tab is read again (Settings, the wizard). */
export function useConfirmUniversityEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmUniversityEmail,
    onSuccess: () => invalidateMembership(queryClient),
  });
}
