import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { ApiError, getErrorMessage } from '@/lib/api/errors';

import {
  ADD_UNIVERSITY_EMAIL_FAILED,
  universityEmailInputSchema,
  useAddUniversityEmail,
  type UniversityEmailInput,
} from '../api/add-university-email';

/** A message about the last attempt; `attempt` changes each time, so a repeated one is announced again. */
export interface Notice {
  tone: 'success' | 'error';
  message: string;
  attempt: number;
}

export const nextNotice = (previous: Notice | null, tone: Notice['tone'], message: string): Notice => ({
  tone,
  message,
  attempt: (previous?.attempt ?? 0) + 1,
});

/**
 * The form that sends a university address its link (Settings' card and the wizard's university
 * step): why an address cannot be one, and "already used by another account", are put on the
 * field; anything else above the form. `onSent` gets the server's words.
 */
export function useUniversityEmailForm(onSent: (message: string) => void) {
  const add = useAddUniversityEmail();
  const [formError, setFormError] = useState<Notice | null>(null);
  const form = useForm<UniversityEmailInput>({ resolver: zodResolver(universityEmailInputSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((input) => {
    setFormError(null);
    add.mutate(input, {
      onSuccess: (message) => {
        form.reset();
        onSent(message);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const field = error.fields.email ?? (error.status === 409 ? error.message : undefined);
          if (field) return form.setError('email', { type: 'server', message: field }, { shouldFocus: true });
        }
        setFormError((previous) => nextNotice(previous, 'error', getErrorMessage(error, ADD_UNIVERSITY_EMAIL_FAILED)));
      },
    });
  });

  const clear = () => {
    setFormError(null);
    form.reset();
  };

  return { form, onSubmit, formError, clear, busy: add.isPending };
}

/** Sends the link to `email` again; the outcome goes to `onDone`. */
export function useSendLinkAgain(onDone: (tone: Notice['tone'], message: string) => void) {
  const resend = useAddUniversityEmail();
  const send = (email: string) =>
    resend.mutate(
      { email },
      {
        onSuccess: (message) => onDone('success', message),
        onError: (error) => onDone('error', getErrorMessage(error, ADD_UNIVERSITY_EMAIL_FAILED)),
      },
    );
  return { send, busy: resend.isPending };
}
