import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { FormAlert, useAttemptAlert } from '@/components/form/form-alert';
import { EmailField } from '@/components/form/form-field';
import { ConfirmingPasswordField, GoogleReauthAlert } from '@/components/form/google-reauth';
import { SubmitButton } from '@/components/form/submit-button';
import { SettingsCard } from '@/components/ui/settings-card';
import { ApiError, getErrorMessage } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { changeEmailInputSchema, useChangeEmail, type ChangeEmailInput } from '../api/change-email';

type Outcome = { kind: 'sent' | 'error' | 'google'; message: string };

/** Settings: the current address, and a change that takes effect once the new address is confirmed. */
export function ChangeEmailCard() {
  const email = useSession((state) => state.user?.email ?? '');
  const change = useChangeEmail();
  const { alert: outcome, show: showOutcome, clear: clearOutcome } = useAttemptAlert<Outcome>();
  const schema = useMemo(() => changeEmailInputSchema(email), [email]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailInput>({ resolver: zodResolver(schema), defaultValues: { newEmail: '', password: '' } });

  const show = (kind: Outcome['kind'], message: string) => showOutcome({ kind, message });

  const onSubmit = handleSubmit((input) => {
    clearOutcome();
    change.mutate(input, {
      onSuccess: (message) => {
        reset();
        show('sent', message);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const { newEmail, password } = error.fields;
          if (newEmail) setError('newEmail', { type: 'server', message: newEmail }, { shouldFocus: true });
          if (password) setError('password', { type: 'server', message: password }, { shouldFocus: !newEmail });
          if (newEmail || password) return;
          // "Email already in use" belongs to the address typed.
          if (error.status === 409) return setError('newEmail', { type: 'server', message: error.message }, { shouldFocus: true });
          if (error.status === 403) return show('google', error.message);
        }
        show('error', getErrorMessage(error, 'Failed to change email address'));
      },
    });
  });

  return (
    <SettingsCard
      id="email"
      title="Email address"
      icon={Mail}
      description={
        <p>
          You sign in with <span className="font-semibold break-all text-slate-900">{email}</span>. We&apos;ll send a link to
          your new address; it changes when you open it.
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Change email address" className="max-w-md space-y-5">
        {outcome?.kind === 'sent' && (
          <FormAlert key={outcome.attempt} tone="success">
            {outcome.message}
          </FormAlert>
        )}
        {outcome?.kind === 'error' && (
          <FormAlert key={outcome.attempt} tone="error">
            {outcome.message}
          </FormAlert>
        )}
        {outcome?.kind === 'google' && <GoogleReauthAlert key={outcome.attempt} message={outcome.message} />}
        <EmailField
          label="New email address"
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <ConfirmingPasswordField label="Password" error={errors.password?.message} {...register('password')} />
        <SubmitButton busy={change.isPending} busyLabel="Sending..." size="md" className="w-full sm:w-auto">
          Change email address
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
