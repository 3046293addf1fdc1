import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { University, UniversityEnvelope } from '../types';
import { toUniversityFormData, type UniversityInput } from '../utils/university-input';

import { universitiesQueryKey } from './get-universities';

/**
 * POST /universities (admins and managers), multipart with the logo. A failure throws an ApiError
 * with the server's message, or none (the form picks the words of spec 8 by status).
 */
export async function createUniversity(input: UniversityInput): Promise<University> {
  const response = await apiFetch('/universities', { method: 'POST', body: toUniversityFormData(input) });
  return (await unwrapResponse<UniversityEnvelope>(response, '')).data;
}

export function useCreateUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUniversity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universitiesQueryKey }),
  });
}
