import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { moderationQueryKey } from './get-profiles-by-status';

/** POST /admin/profiles/{id}/take-down with the reason the student is told. */
export async function takeDownProfile({ id, reason }: { id: string; reason: string }): Promise<void> {
  unwrap(await api.POST('/admin/profiles/{id}/take-down', { params: { path: { id } }, body: { reason } }));
}

export function useTakeDownProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeDownProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
