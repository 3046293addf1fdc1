import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { invalidateMembership } from '@/lib/membership';

export const REMOVE_UNIVERSITY_EMAIL_FAILED = 'Failed to remove your university e-mail';

/** DELETE /auth/university-email: forgets the university address, verified and waiting alike. */
export async function removeUniversityEmail(): Promise<string> {
  return unwrap(await api.DELETE('/auth/university-email'), REMOVE_UNIVERSITY_EMAIL_FAILED).message;
}

export function useRemoveUniversityEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUniversityEmail,
    onSuccess: () => invalidateMembership(queryClient),
  });
}
