import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { UniversityRequest } from '../types';

import { universityRequestsQueryKey } from './get-university-requests';

/**
 * POST /admin/university-requests/{id}/decline (admins): the requester is not e-mailed. A request
 * already answered is refused (409) with the server's message.
 */
export async function declineUniversityRequest(id: string): Promise<UniversityRequest> {
  return unwrap(await api.POST('/admin/university-requests/{id}/decline', { params: { path: { id } } }), '').data;
}

export function useDeclineUniversityRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineUniversityRequest,
    // Refused ones too: a 409 or 404 means the list the admin sees is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: universityRequestsQueryKey }),
  });
}
