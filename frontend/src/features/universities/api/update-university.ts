import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { multipart } from '@/lib/api/multipart';

import type { University, UniversityUpdateForm } from '../types';
import { UNIVERSITY_MESSAGES } from '../utils/messages';
import { toUniversityUpdateBody, type UniversityInput } from '../utils/university-input';

import { universitiesQueryKey } from './get-universities';

export interface UpdateUniversityRequest {
  id: string;
  input: UniversityInput;
  /** Whether an admin sends it (editing is theirs alone): then it carries the e-mail domains. */
  admin: boolean;
}

/** PUT /universities/{id} (admins), multipart; without a new logo the current one stays. */
export async function updateUniversity({ id, input, admin }: UpdateUniversityRequest): Promise<{ message: string; university: University }> {
  const body = unwrap(
    await api.PUT('/universities/{id}', {
      params: { path: { id } },
      ...multipart<UniversityUpdateForm, 'logo'>(toUniversityUpdateBody(input, { admin })),
    }),
    '',
  );
  return { message: body.message || UNIVERSITY_MESSAGES.updated, university: body.data };
}

export function useUpdateUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUniversity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universitiesQueryKey }),
  });
}
