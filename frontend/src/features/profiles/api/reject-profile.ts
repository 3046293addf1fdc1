import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { moderationQueryKey } from './get-profiles-by-status';

/** POST /admin/profiles/{id}/reject with the mandatory reason and the version reviewed (see approve). */
export async function rejectProfile({
  id,
  rejectionReason,
  submittedAt,
}: {
  id: string;
  rejectionReason: string;
  submittedAt: string;
}): Promise<void> {
  const body = { rejectionReason, submittedAt };
  unwrap(await api.POST('/admin/profiles/{id}/reject', { params: { path: { id } }, body }));
}

export function useRejectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
