import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import { moderationQueryKey } from './get-profiles-by-status';

/** POST /admin/profiles/{id}/reject with the mandatory reason. */
export async function rejectProfile({ id, rejectionReason }: { id: string; rejectionReason: string }): Promise<void> {
  const response = await apiFetch(`/admin/profiles/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: JSON.stringify({ rejectionReason }),
  });
  await unwrapResponse(response);
}

export function useRejectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
