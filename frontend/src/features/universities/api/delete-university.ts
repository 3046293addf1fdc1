import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { UNIVERSITY_MESSAGES } from '../utils/messages';

import { universitiesQueryKey } from './get-universities';

/** DELETE /universities/{id} (admins); refused (409) while profiles or posts refer to it. */
export async function deleteUniversity(id: string): Promise<string> {
  return unwrap(await api.DELETE('/universities/{id}', { params: { path: { id } } }), '').message || UNIVERSITY_MESSAGES.deleted;
}

export function useDeleteUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUniversity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universitiesQueryKey }),
  });
}
