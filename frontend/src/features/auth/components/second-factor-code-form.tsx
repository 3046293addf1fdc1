import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { FailureAlert, useAttemptAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/form-field';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { SubmitButton } from '@/components/form/submit-button';
import { buttonClasses } from '@/components/ui/button';
import { ApiError, isRefusal } from '@/lib/api/errors';
import type { User } from '@/lib/auth';

import {
  secondFactorCodeInputSchema,
  SIGN_IN_EXPIRED_MESSAGE,
  useVerifySecondFactor,
  type SecondFactorCodeInput,
} from '../api/verify-second-factor';
import { LOGIN_MESSAGES } from '../utils/error-messages';

type CodeKind = 'app' | 'recovery';

const WORDS: Record<CodeKind, { intro: string; label: string; other: string }> = {
  app: {
    intro: 'Enter the 6-digit code from your authenticator app.',
    label: '6-digit code',
    other: 'Use a recovery code instead',
  },
  recovery: {
    intro: 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each code works once.',
    label: 'Recovery code',
    other: 'Use a code from your app instead',
  },
};

interface SecondFactorCodeFormProps {
  /** The token of the sign-in waiting for its code, kept in memory (never stored) until the code is right. */
  pendingToken: string;
  /** The code was right: the same token now works in full. */
  onVerified: (session: { token: string; user: User }) => void;
  /** Back to the first step (the password, or the sign-in page). */
  onBack: () => void;
  /** The sign-in waited too long (ten minutes) or was ended: it starts again, with this message. */
  onExpired: (message: string) => void;
}

/**
 * The second step of a staff sign-in: the code from the authenticator app, or a recovery code
 * instead. A wrong code is said under the field; an expired sign-in goes back to the first step.
 */
export function SecondFactorCodeForm({ pendingToken, onVerified, onBack, onExpired }: SecondFactorCodeFormProps) {
  const [kind, setKind] = useState<CodeKind>('app');
  const words = WORDS[kind];
  return (
    <section aria-labelledby="second-factor-title" className="space-y-5">
      <div className="flex gap-3">
        <KeyRound aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
        <div>
          <h2 id="second-factor-title" className="text-xl font-bold text-slate-900">
            Two-step sign-in
          </h2>
          <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
        </div>
      </div>
      {/* A new form per kind: its field, rules and errors start over. */}
      <CodeForm key={kind} kind={kind} pendingToken={pendingToken} onVerified={onVerified} onExpired={onExpired} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={onBack} className={buttonClasses('ghost', 'sm')}>
          Back
        </button>
        <button
          type="button"
          onClick={() => setKind(kind === 'app' ? 'recovery' : 'app')}
          className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {words.other}
        </button>
      </div>
    </section>
  );
}

interface CodeFormProps extends Omit<SecondFactorCodeFormProps, 'onBack'> {
  kind: CodeKind;
}

function CodeForm({ kind, pendingToken, onVerified, onExpired }: CodeFormProps) {
  const verify = useVerifySecondFactor({ onSuccess: onVerified });
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SecondFactorCodeInput>({
    resolver: zodResolver(secondFactorCodeInputSchema(kind)),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(({ code }) => {
    clearFailure();
    verify.mutate(
      { pendingToken, code },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            onExpired(error.message || SIGN_IN_EXPIRED_MESSAGE);
          } else if (error instanceof ApiError && error.status === 400) {
            setError('code', { type: 'server', message: error.fields.code ?? error.message }, { shouldFocus: true });
          } else {
            const message =
              error instanceof ApiError && error.status === 429
                ? LOGIN_MESSAGES.tooManyRequests
                : isRefusal(error) && error.message
                  ? error.message
                  : LOGIN_MESSAGES.exception;
            showFailure({ message });
          }
        },
      },
    );
  });

  const field =
    kind === 'app' ? (
      <OneTimeCodeField label={WORDS.app.label} autoFocus error={errors.code?.message} {...register('code')} />
    ) : (
      <TextField
        label={WORDS.recovery.label}
        autoFocus
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="1a2b-3c4d-5e6f-7a8b"
        error={errors.code?.message}
        {...register('code')}
      />
    );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Two-step sign-in" className="space-y-5">
      <FailureAlert failure={failure} />
      {field}
      <SubmitButton busy={verify.isPending} busyLabel="Verifying...">
        Verify
      </SubmitButton>
    </form>
  );
}
