import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { moderationQueryKey } from './get-profiles-by-status';

/**
 * POST /admin/profiles/{id}/approve with the `submittedAt` of the version on screen: a student who
 * resubmitted since gets nothing approved unseen (409, and the queue is read again).
 */
export async function approveProfile({ id, submittedAt }: { id: string; submittedAt: string }): Promise<void> {
  unwrap(await api.POST('/admin/profiles/{id}/approve', { params: { path: { id } }, body: { submittedAt } }));
}

export function useApproveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
