import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { University, UniversityUpdated } from '../types';
import { UNIVERSITY_MESSAGES } from '../utils/messages';
import { toUniversityFormData, type UniversityInput } from '../utils/university-input';

import { universitiesQueryKey } from './get-universities';

export interface UpdateUniversityRequest {
  id: string;
  input: UniversityInput;
}

/** PUT /universities/{id} (admins); without a new logo the current one stays. */
export async function updateUniversity({ id, input }: UpdateUniversityRequest): Promise<{ message: string; university: University }> {
  const response = await apiFetch(`/universities/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: toUniversityFormData(input),
  });
  const body = await unwrapResponse<UniversityUpdated>(response, '');
  return { message: body.message || UNIVERSITY_MESSAGES.updated, university: body.data };
}

export function useUpdateUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUniversity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universitiesQueryKey }),
  });
}
