import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FormAlert, useAttemptAlert } from '@/components/form/form-alert';
import { EmailField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button, type ButtonSize } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NotOpenBadge } from '@/components/ui/not-open-badge';
import { ApiError, getErrorMessage, getFieldErrors } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';
import { notOpenMessage } from '@/lib/membership';

import { openingAlertInputSchema, useCreateOpeningAlert, type OpeningAlertInput } from '../api/create-opening-alert';
import type { University } from '../types';
import { UNIVERSITY_MESSAGES } from '../utils/messages';


const ACTION_LABEL = 'Tell me when it opens';

interface OpeningAlertProps {
  university: Pick<University, 'id' | 'name'>;
  /** The button's size (small in a card). */
  size?: ButtonSize;
}

/**
 * "Tell me when it opens", for a university nobody can join yet: one click for a signed-in person
 * (the server uses their account's address), an e-mail address for a guest. Then the server's
 * message ("We'll let you know when … opens on Quad."), or its reason for refusing.
 */
export function OpeningAlert({ university, size = 'md' }: OpeningAlertProps) {
  const signedIn = useSession((state) => state.isAuthenticated);
  const alert = useCreateOpeningAlert();
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OpeningAlertInput>({
    resolver: zodResolver(openingAlertInputSchema({ emailRequired: !signedIn })),
    defaultValues: { email: '' },
  });

  const send = ({ email }: OpeningAlertInput) => {
    clearFailure();
    alert.mutate(
      { universityId: university.id, email: signedIn ? '' : email },
      {
        onError: (error) => {
          const field = getFieldErrors(error).email;
          if (field) setError('email', { type: 'server', message: field });
          const message = getErrorMessage(error, UNIVERSITY_MESSAGES.openingAlertFailed);
          // Open meanwhile: the page is read again and shows it can be joined, this gone; the toast stays.
          if (error instanceof ApiError && error.status === 409) toast.info(message);
          showFailure({ message });
        },
      },
    );
  };

  if (alert.isSuccess) {
    return (
      <FormAlert tone="success">
        <p className="font-semibold">{alert.data}</p>
      </FormAlert>
    );
  }

  const problem = failure && (
    <FormAlert key={failure.attempt} tone="error">
      {failure.message}
    </FormAlert>
  );

  if (signedIn) {
    return (
      <div className="space-y-3">
        {problem}
        <Button
          size={size}
          onClick={() => send({ email: '' })}
          disabled={alert.isPending}
          aria-label={alert.isPending ? undefined : `${ACTION_LABEL}: ${university.name}`}
        >
          <BellRing aria-hidden="true" className="size-4" />
          {alert.isPending ? 'Saving...' : ACTION_LABEL}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={`Tell me when ${university.name} opens`}
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="space-y-4"
    >
      {problem}
      <EmailField
        hint="We'll write to you once, when it opens."
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton busy={alert.isPending} busyLabel="Saving..." size={size} className="">
        <BellRing aria-hidden="true" className="size-4" />
        {ACTION_LABEL}
      </SubmitButton>
    </form>
  );
}

/**
 * The same in a card, beside other links: a signed-in person asks in one click, a guest opens a
 * dialog that says why it is not open and asks for their address.
 */
export function OpeningAlertButton({ university }: { university: Pick<University, 'id' | 'name'> }) {
  const signedIn = useSession((state) => state.isAuthenticated);
  const [open, setOpen] = useState(false);
  if (signedIn) return <OpeningAlert university={university} size="sm" />;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${ACTION_LABEL}: ${university.name}`}>
        <BellRing aria-hidden="true" className="size-4" />
        {ACTION_LABEL}
      </Button>
      {open && (
        <Dialog
          title={`Tell me when ${university.name} opens`}
          description={notOpenMessage(university.name)}
          onClose={() => setOpen(false)}
          size="sm"
        >
          <OpeningAlert university={university} />
        </Dialog>
      )}
    </>
  );
}

/**
 * A university's pages, for one nobody can join yet: "Not open yet", why, and "Tell me when it opens".
 */
export function NotOpenNotice({ university, className = '' }: { university: Pick<University, 'id' | 'name'>; className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl bg-amber-50/70 p-5 text-left ring-1 ring-amber-200 sm:p-6 ${className}`}
    >
      <h2 id={headingId}>
        <NotOpenBadge className="bg-white text-sm" />
      </h2>
      <p className="mt-3 text-sm leading-6 text-slate-800">{notOpenMessage(university.name)}</p>
      <div className="mt-4">
        <OpeningAlert university={university} />
      </div>
    </section>
  );
}
