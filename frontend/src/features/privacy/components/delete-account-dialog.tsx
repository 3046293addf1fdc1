import { useId, useState } from 'react';

import { FormAlert, useAttemptAlert } from '@/components/form/form-alert';
import { ConfirmingPasswordField, GoogleReauthAlert } from '@/components/form/google-reauth';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError, getErrorMessage } from '@/lib/api/errors';

import { useDeleteAccount } from '../api/delete-account';
import { PRIVACY_MESSAGES } from '../utils/messages';

interface DeleteAccountDialogProps {
  onClose: () => void;
  /** The account is gone; the server's confirmation. */
  onDeleted: (message: string) => void;
}

/**
 * The confirmation of Delete Account (spec 2.5): the person confirms with their password, or, for an
 * account made with Google that has none, by a Google sign-in in the last ten minutes.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const formId = useId();
  const remover = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert<{ message: string; google: boolean }>();

  const onSubmit = () => {
    setPasswordError(undefined);
    clearFailure();
    remover.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields.password : undefined;
          if (field) return setPasswordError(field);
          const google = error instanceof ApiError && error.status === 403;
          showFailure({ message: getErrorMessage(error, PRIVACY_MESSAGES.deleteFailed), google });
        },
      },
    );
  };

  return (
    <Dialog
      role="alertdialog"
      title="Delete Account"
      description="Are you sure? Your account, profile and posts will be deleted permanently."
      onClose={onClose}
      dismissDisabled={remover.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remover.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={remover.isPending}>
            {remover.isPending ? 'Deleting...' : 'Delete Account'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label="Confirm account deletion"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="space-y-4"
      >
        <p className="text-sm text-slate-700">This action cannot be undone.</p>
        {failure &&
          (failure.google ? (
            <GoogleReauthAlert key={failure.attempt} message={failure.message} />
          ) : (
            <FormAlert key={failure.attempt} tone="error">
              {failure.message}
            </FormAlert>
          ))}
        <ConfirmingPasswordField
          label="Your password"
          error={passwordError}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
