import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { multipart } from '@/lib/api/multipart';

import type { University, UniversityUpdateForm } from '../types';
import { UNIVERSITY_MESSAGES } from '../utils/messages';
import { toUniversityUpdateBody, type UniversityInput } from '../utils/university-input';

import { universitiesQueryKey } from './get-universities';
import { universityRequestsQueryKey } from './get-university-requests';

export interface UpdateUniversityRequest {
  id: string;
  input: UniversityInput;
  /** Whether an admin sends it (editing is theirs alone): then it carries the e-mail domains. */
  admin: boolean;
  /** The domains were not touched: left out, so a manager's proposal stays (see `UniversityFormAuthor`). */
  keepDomains?: boolean;
}

/** PUT /universities/{id} (admins), multipart; without a new logo the current one stays. */
export async function updateUniversity({ id, input, admin, keepDomains }: UpdateUniversityRequest): Promise<{ message: string; university: University }> {
  const body = unwrap(
    await api.PUT('/universities/{id}', {
      params: { path: { id } },
      ...multipart<UniversityUpdateForm, 'logo'>(toUniversityUpdateBody(input, { admin, keepDomains })),
    }),
    '',
  );
  return { message: body.message || UNIVERSITY_MESSAGES.updated, university: body.data };
}

export function useUpdateUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUniversity,
    // Domains set may open it: those waiting for it are told, as the requests then show.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: universitiesQueryKey }),
        queryClient.invalidateQueries({ queryKey: universityRequestsQueryKey }),
      ]),
  });
}
