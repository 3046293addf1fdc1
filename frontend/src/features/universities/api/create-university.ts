import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { ApiError, unwrap } from '@/lib/api/errors';
import { multipart } from '@/lib/api/multipart';

import type { University, UniversityCreateForm } from '../types';
import { UNIVERSITY_MESSAGES } from '../utils/messages';
import { toUniversityCreateBody, UNIVERSITY_INPUT_MESSAGES, type UniversityInput } from '../utils/university-input';

import { universitiesQueryKey } from './get-universities';
import { universityRequestsQueryKey } from './get-university-requests';

export interface CreateUniversityRequest {
  input: UniversityInput;
  /** Whether an admin sends it: theirs sets the e-mail domains; a manager's domains are a proposal an admin confirms. */
  admin: boolean;
  /** The "Request Your University" entry it answers: the server marks it added and e-mails its requesters. */
  fromRequest?: string;
}

/**
 * POST /universities (admins and managers), multipart with the logo. A failure throws an ApiError
 * with the server's message, or none (the form picks the words of spec 8 by status); so does an
 * answer without the new university's id ('Invalid response from server').
 */
export async function createUniversity({ input, admin, fromRequest }: CreateUniversityRequest): Promise<University> {
  const { logo } = input;
  if (!logo) {
    // The add form's schema refuses a form without a logo first; this answers as the server would.
    const message = UNIVERSITY_INPUT_MESSAGES.logoRequired;
    throw new ApiError(message, 400, { logo: message });
  }
  const result = await api.POST(
    '/universities',
    multipart<UniversityCreateForm, 'logo'>(toUniversityCreateBody({ ...input, logo }, { admin }, fromRequest)),
  );
  const created = unwrap(result, '').data;
  // Spec 8: an answer without the new university's id is no success.
  if (!created?.id) throw new ApiError(UNIVERSITY_MESSAGES.invalidResponse, result.response.status);
  return created;
}

export function useCreateUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUniversity,
    // A new university answers the open requests for its name, with or without `fromRequest`.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: universitiesQueryKey }),
        queryClient.invalidateQueries({ queryKey: universityRequestsQueryKey }),
      ]),
  });
}
