import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { moderationQueryKey } from './get-profiles-by-status';

/** POST /admin/profiles/{id}/reject with the mandatory reason. */
export async function rejectProfile({ id, rejectionReason }: { id: string; rejectionReason: string }): Promise<void> {
  unwrap(await api.POST('/admin/profiles/{id}/reject', { params: { path: { id } }, body: { rejectionReason } }));
}

export function useRejectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
