import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { UNIVERSITY_MESSAGES } from '../utils/messages';

import { universityRequestsQueryKey } from './get-university-requests';

export const REQUEST_MESSAGES = {
  nameRequired: 'University name is required',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** The address to answer a guest at: asked only of people who are signed out (the server knows the others'). */
export function guestEmailSchema({ emailRequired }: { emailRequired: boolean }) {
  return emailRequired
    ? z
        .string()
        .trim()
        .min(1, REQUEST_MESSAGES.emailRequired)
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, REQUEST_MESSAGES.emailInvalid)
    : z.string().trim();
}

/** "Request Your University": the e-mail is asked only of people who are signed out. */
export function requestUniversityInputSchema(options: { emailRequired: boolean }) {
  return z.object({
    universityName: z.string().trim().min(1, REQUEST_MESSAGES.nameRequired).max(120),
    location: z.string().trim().max(120),
    email: guestEmailSchema(options),
  });
}

export type RequestUniversityInput = z.infer<ReturnType<typeof requestUniversityInputSchema>>;

/** POST /universities/requests; the answer's message thanks the person. */
export async function requestUniversity(input: RequestUniversityInput): Promise<string> {
  const body = unwrap(
    await api.POST('/universities/requests', {
      body: {
        universityName: input.universityName,
        ...(input.location ? { location: input.location } : {}),
        ...(input.email ? { email: input.email } : {}),
      },
    }),
    UNIVERSITY_MESSAGES.requestFailed,
  );
  return body.message;
}

export function useRequestUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestUniversity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universityRequestsQueryKey }),
  });
}
