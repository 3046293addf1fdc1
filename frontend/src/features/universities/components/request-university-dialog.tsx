import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, School } from 'lucide-react';
import { useId } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';

import { FailureAlert, FormAlert, useAttemptAlert } from '@/components/form/form-alert';
import { EmailField, TextField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getErrorMessage, getFieldErrors } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import {
  requestUniversityInputSchema,
  useRequestUniversity,
  type RequestUniversityInput,
} from '../api/request-university';
import { UNIVERSITY_MESSAGES } from '../utils/messages';

const SERVER_FIELDS: Record<string, FieldPath<RequestUniversityInput>> = {
  universityName: 'universityName',
  location: 'location',
  email: 'email',
};

/** "Request Your University": name, location, and an e-mail address when signed out. */
export function RequestUniversityDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const signedIn = useSession((state) => state.isAuthenticated);
  const request = useRequestUniversity();
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RequestUniversityInput>({
    resolver: zodResolver(requestUniversityInputSchema({ emailRequired: !signedIn })),
    defaultValues: { universityName: '', location: '', email: '' },
  });

  const onSubmit = handleSubmit((input) => {
    clearFailure();
    request.mutate(signedIn ? { ...input, email: '' } : input, {
      onError: (error) => {
        for (const [field, text] of Object.entries(getFieldErrors(error))) {
          const target = SERVER_FIELDS[field];
          if (target) setError(target, { type: 'server', message: text });
        }
        showFailure({ message: getErrorMessage(error, UNIVERSITY_MESSAGES.requestFailed) });
      },
    });
  });

  if (request.isSuccess) {
    return (
      <Dialog
        title="Request Your University"
        onClose={onClose}
        size="sm"
        footer={<Button onClick={onClose}>Done</Button>}
      >
        <FormAlert tone="success">
          <p className="font-semibold">{request.data}</p>
        </FormAlert>
      </Dialog>
    );
  }

  return (
    <Dialog
      title="Request Your University"
      description="Can't find your university? Tell us which one, and we'll let you know when it opens on Quad."
      onClose={onClose}
      dismissDisabled={request.isPending}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <SubmitButton form={formId} busy={request.isPending} busyLabel="Sending..." size="md" className="">
            Send request
          </SubmitButton>
        </>
      }
    >
      <form id={formId} noValidate aria-label="Request your university" onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <FailureAlert failure={failure} />
        <TextField
          label="University name"
          icon={School}
          autoComplete="off"
          placeholder="University of Michigan"
          error={errors.universityName?.message}
          {...register('universityName')}
        />
        <TextField
          label="Location (optional)"
          icon={MapPin}
          autoComplete="off"
          placeholder="Ann Arbor, MI"
          error={errors.location?.message}
          {...register('location')}
        />
        {!signedIn && (
          <EmailField
            placeholder="you@university.edu"
            hint="We'll let you know when your university opens on Quad."
            error={errors.email?.message}
            {...register('email')}
          />
        )}
      </form>
    </Dialog>
  );
}
