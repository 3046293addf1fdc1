import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import { moderationQueryKey } from './get-profiles-by-status';

/** POST /admin/profiles/{id}/approve. */
export async function approveProfile(id: string): Promise<void> {
  const response = await apiFetch(`/admin/profiles/${encodeURIComponent(id)}/approve`, { method: 'POST' });
  await unwrapResponse(response);
}

export function useApproveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
