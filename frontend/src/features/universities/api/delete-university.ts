import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { MessageResponse } from '../types';
import { UNIVERSITY_MESSAGES } from '../utils/messages';

import { universitiesQueryKey } from './get-universities';

/** DELETE /universities/{id} (admins); refused (409) while profiles or posts refer to it. */
export async function deleteUniversity(id: string): Promise<string> {
  const response = await apiFetch(`/universities/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return (await unwrapResponse<MessageResponse>(response, '')).message || UNIVERSITY_MESSAGES.deleted;
}

export function useDeleteUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUniversity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universitiesQueryKey }),
  });
}
