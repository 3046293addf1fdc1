import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { multipart } from '@/lib/api/multipart';

import type { University, UniversityFormData } from '../types';
import { toUniversityFormBody, type UniversityInput } from '../utils/university-input';

import { universitiesQueryKey } from './get-universities';

/**
 * POST /universities (admins and managers), multipart with the logo. A failure throws an ApiError
 * with the server's message, or none (the form picks the words of spec 8 by status).
 */
export async function createUniversity(input: UniversityInput): Promise<University> {
  return unwrap(await api.POST('/universities', multipart<UniversityFormData, 'logo'>(toUniversityFormBody(input))), '').data;
}

export function useCreateUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUniversity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universitiesQueryKey }),
  });
}
