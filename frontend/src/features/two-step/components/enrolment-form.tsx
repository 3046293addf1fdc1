import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FailureAlert, useAttemptAlert } from '@/components/form/form-alert';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { ApiError, isRefusal } from '@/lib/api/errors';

import {
  confirmSecondFactorInputSchema,
  useConfirmSecondFactor,
  type ConfirmSecondFactorInput,
} from '../api/confirm-second-factor';
import type { Enrolment } from '../api/set-up-second-factor';
import { groupedKey, TWO_STEP_MESSAGES } from '../utils/messages';

import { AuthenticatorQrCode } from './authenticator-qr-code';

interface EnrolmentFormProps {
  enrolment: Enrolment;
  /** Two-step sign-in is on: the recovery codes, to show once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  /** Back to the start, e.g. after the server says nothing is being set up any more. */
  onCancel: () => void;
}

/**
 * Setting up: the secret as a QR code and as a key to type in, then a first code from the app,
 * which turns two-step sign-in on.
 */
export function EnrolmentForm({ enrolment, onConfirmed, onCancel }: EnrolmentFormProps) {
  const confirm = useConfirmSecondFactor();
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmSecondFactorInput>({
    resolver: zodResolver(confirmSecondFactorInputSchema),
    defaultValues: { code: '' },
  });
  const key = groupedKey(enrolment.secret);

  const onSubmit = handleSubmit((input) => {
    clearFailure();
    confirm.mutate(input, {
      onSuccess: onConfirmed,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setError('code', { type: 'server', message: error.fields.code ?? error.message }, { shouldFocus: true });
          return;
        }
        let message: string = TWO_STEP_MESSAGES.tooManyAttempts;
        if (!(error instanceof ApiError && error.status === 429)) {
          message = isRefusal(error) && error.message ? error.message : 'Failed to turn on two-step sign-in';
        }
        showFailure({ message });
      },
    });
  });

  const copyKey = () => {
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(enrolment.secret))
      .then(() => toast.success(TWO_STEP_MESSAGES.keyCopied))
      .catch(() => toast.error(TWO_STEP_MESSAGES.keyCopyFailed));
  };

  return (
    <section aria-labelledby="enrolment-title" className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 id="enrolment-title" className="text-xl font-bold text-slate-900">
        Add Quad to your authenticator app
      </h2>
      <ol className="space-y-6 text-sm text-slate-700">
        <li className="space-y-4">
          <p>
            <span className="font-semibold text-slate-900">1. Scan this QR code</span> with an authenticator app on your
            phone, such as Google Authenticator, Microsoft Authenticator or 1Password.
          </p>
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
            <AuthenticatorQrCode uri={enrolment.uri} />
            <div className="min-w-0 space-y-2">
              <p>Can&apos;t scan it? Type this setup key into the app instead:</p>
              <code
                data-testid="two-step-secret"
                className="block rounded-lg bg-slate-50 px-3 py-2 font-mono text-base break-all text-slate-900 ring-1 ring-slate-200"
              >
                {key}
              </code>
              <Button variant="ghost" size="sm" onClick={copyKey}>
                <Copy aria-hidden="true" className="size-4" />
                Copy key
              </Button>
            </div>
          </div>
        </li>
        <li>
          <p>
            <span className="font-semibold text-slate-900">2. Enter the 6-digit code</span> the app shows for Quad. Turning
            two-step sign-in on signs you out of Quad on your other devices.
          </p>
        </li>
      </ol>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Confirm two-step sign-in" className="space-y-5">
        <FailureAlert failure={failure} />
        <OneTimeCodeField label="Enter the code your app shows" error={errors.code?.message} {...register('code')} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
            Cancel
          </Button>
          <SubmitButton busy={confirm.isPending} busyLabel="Turning on..." size="md" className="">
            Turn on two-step sign-in
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
