import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';
import { twoStepPathReturningTo } from '@/lib/return-to';

import { resetPasswordInputSchema, useResetPassword, type ResetPasswordInput } from '../api/reset-password';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { RESET_MESSAGES, serverMessageOr } from '../utils/error-messages';
import { asksToSetUp, awaitsCode } from '../utils/signed-in';
import { PASSWORD_HINT } from '../utils/validation';

import { SecondFactorCodeForm } from './second-factor-code-form';

export const RESET_SUCCESS_MESSAGE = 'Your password has been reset successfully!';

interface ResetPasswordFormProps {
  resetToken: string;
  /** Where the person, signed in by the reset, goes on to (the app passes their next step); null while unknown. */
  signedInTo?: string | null;
}

/**
 * Sets the new password; after success the person is signed in and moves on to `signedInTo` after 3 s.
 * Staff whose account asks for a code from their authenticator app enter it first; staff asked to set
 * up two-step sign-in go to its page, which then continues to `signedInTo`.
 */
export function ResetPasswordForm({ resetToken, signedInTo = paths.home }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const setToken = useSession((state) => state.setToken);
  // The code step's outcome: the code was right, or the sign-in expired (its reason).
  const [verified, setVerified] = useState(false);
  const [expired, setExpired] = useState<string | null>(null);
  const awaiting = reset.data && awaitsCode(reset.data) && !verified ? reset.data : null;
  const signedIn = reset.isSuccess && awaiting === null;
  const next = signedInTo !== null && reset.data && asksToSetUp(reset.data) ? twoStepPathReturningTo(signedInTo) : signedInTo;
  useDelayedRedirect(signedIn && next !== null, next ?? paths.home);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((input) =>
    reset.mutate(
      { ...input, resetToken },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fields)) {
            if (field === 'password' || field === 'confirmPassword') setError(field, { type: 'server', message });
          }
        },
      },
    ),
  );

  if (awaiting && expired) {
    return (
      <FormAlert tone="error">
        <p>{expired}</p>
        <p className="mt-2">
          Your new password is saved.{' '}
          <Link to={paths.login} className="font-semibold underline underline-offset-2">
            Sign in with it
          </Link>
        </p>
      </FormAlert>
    );
  }

  if (awaiting) {
    return (
      <div className="space-y-6">
        <FormAlert tone="success" focusOnShow={false}>
          <p className="font-semibold">{RESET_SUCCESS_MESSAGE}</p>
        </FormAlert>
        <SecondFactorCodeForm
          pendingToken={awaiting.token}
          onVerified={({ token, user }) => {
            setVerified(true);
            setToken(token, user);
          }}
          onBack={() => void navigate(paths.login)}
          onExpired={setExpired}
        />
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <FormAlert tone="success">
        <p className="font-semibold">{RESET_SUCCESS_MESSAGE}</p>
        <p className="mt-1">You are now signed in. Taking you to Quad…</p>
      </FormAlert>
    );
  }

  // A password rule broken on the server shows at its field; anything else (an expired link) up here.
  const linkProblem =
    reset.isError && !(reset.error instanceof ApiError && Object.keys(reset.error.fields).length > 0);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Choose a new password" className="space-y-5">
      {linkProblem && (
        <FormAlert key={reset.submittedAt} tone="error">
          <p>{serverMessageOr(reset.error, RESET_MESSAGES.exception)}</p>
          <p className="mt-2">
            <Link to={paths.forgotPassword} className="font-semibold underline underline-offset-2">
              Request a new reset link
            </Link>
          </p>
        </FormAlert>
      )}
      <NewPasswordFields
        hint={PASSWORD_HINT}
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <SubmitButton busy={reset.isPending} busyLabel="Resetting...">
        Reset password
      </SubmitButton>
    </form>
  );
}
