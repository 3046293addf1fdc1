import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/api/errors';

import { connectionRequestInputSchema, useSendRequest, type ConnectionRequestInput } from '../api/send-request';
import { CONNECTION_MESSAGES } from '../utils/messages';

import { NoteCounter } from './note-counter';

interface SendRequestDialogProps {
  student: { id: string; firstName: string };
  onClose: () => void;
}

/**
 * "Send request": an optional note with its count, then the request. The server's refusal (connected
 * already, a request waiting, 30 days to wait, too many waiting) is shown in the dialog as it says it.
 */
export function SendRequestDialog({ student, onClose }: SendRequestDialogProps) {
  const formId = useId();
  const send = useSendRequest(student.id);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ConnectionRequestInput>({ resolver: zodResolver(connectionRequestInputSchema), defaultValues: { note: '' } });
  const note = useWatch({ control, name: 'note' });

  const onSubmit = handleSubmit((input) => {
    send.mutate(input, {
      onSuccess: () => {
        toast.success(`Request sent to ${student.firstName}.`);
        onClose();
      },
    });
  });

  return (
    <Dialog
      title={`Ask ${student.firstName} to connect`}
      description={`${student.firstName} is told you'd like to connect. Once they accept, you see each other's photos and social handles.`}
      onClose={onClose}
      dismissDisabled={send.isPending}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <SubmitButton form={formId} busy={send.isPending} busyLabel="Sending..." size="md" className="">
            Send request
          </SubmitButton>
        </>
      }
    >
      <form id={formId} noValidate aria-label="Connection request" onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {send.isError && (
          <FormAlert key={send.submittedAt} tone="error">
            {getErrorMessage(send.error, CONNECTION_MESSAGES.sendFailed)}
          </FormAlert>
        )}
        <TextAreaField
          label="Note (optional)"
          labelAside={<NoteCounter note={note} />}
          placeholder="Say hello, or what you're looking for in a roommate."
          rows={5}
          error={errors.note?.message}
          {...register('note')}
        />
      </form>
    </Dialog>
  );
}
