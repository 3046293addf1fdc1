import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { FormAlert, useAttemptAlert } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/form-field';
import { ConfirmingPasswordField } from '@/components/form/google-reauth';
import { SubmitButton } from '@/components/form/submit-button';
import { SettingsCard } from '@/components/ui/settings-card';
import { ApiError, getErrorMessage } from '@/lib/api/errors';

import { changePasswordInputSchema, useChangePassword, type ChangePasswordInput } from '../api/change-password';
import { PASSWORD_HINT } from '../utils/validation';

export const OTHER_SESSIONS_ENDED_MESSAGE = 'You have been signed out everywhere else; this device stays signed in.';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const isField = (name: string): name is (typeof fields)[number] => (fields as readonly string[]).includes(name);

type Outcome = { tone: 'success' | 'error'; message: string };

/** Settings: a new password (or a first one, for an account made with Google). */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const { alert: outcome, show: showOutcome, clear: clearOutcome } = useAttemptAlert<Outcome>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const show = (tone: Outcome['tone'], message: string) => showOutcome({ tone, message });

  const onSubmit = handleSubmit((input) => {
    clearOutcome();
    change.mutate(input, {
      onSuccess: (message) => {
        reset();
        show('success', message);
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? Object.entries(error.fields).filter(([name]) => isField(name)) : [];
        for (const [name, message] of fieldErrors) {
          if (isField(name)) setError(name, { type: 'server', message }, { shouldFocus: true });
        }
        if (fieldErrors.length === 0) show('error', getErrorMessage(error, 'Failed to update password'));
      },
    });
  });

  return (
    <SettingsCard
      id="password"
      title="Password"
      icon={KeyRound}
      description="Changing your password signs you out on every other device."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Change password" className="max-w-md space-y-5">
        {outcome && (
          <FormAlert key={outcome.attempt} tone={outcome.tone}>
            <p className={outcome.tone === 'success' ? 'font-semibold' : undefined}>{outcome.message}</p>
            {outcome.tone === 'success' && <p className="mt-1">{OTHER_SESSIONS_ENDED_MESSAGE}</p>}
          </FormAlert>
        )}
        <ConfirmingPasswordField label="Current password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <NewPasswordFields
          hint={PASSWORD_HINT}
          password={{ error: errors.newPassword?.message, ...register('newPassword') }}
          confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <SubmitButton busy={change.isPending} busyLabel="Updating..." size="md" className="w-full sm:w-auto">
          Update password
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
