import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { moderationQueryKey } from './get-profiles-by-status';

/** POST /admin/profiles/{id}/approve. */
export async function approveProfile(id: string): Promise<void> {
  unwrap(await api.POST('/admin/profiles/{id}/approve', { params: { path: { id } } }));
}

export function useApproveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
