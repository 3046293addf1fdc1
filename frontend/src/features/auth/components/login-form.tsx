import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { FormAlert } from '@/components/form/form-alert';
import { CheckboxField, EmailField, PasswordField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession, type User } from '@/lib/auth';
import { usePublicConfig } from '@/lib/public-config';

import { LOGIN_REQUIRED_MESSAGE, loginInputSchema, useLogin, type LoginInput } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { useRecaptcha } from '../hooks/use-recaptcha';
import { loginErrorMessage, RESEND_MESSAGES, serverMessageOr } from '../utils/error-messages';
import { awaitsCode, type SignedIn } from '../utils/signed-in';

import { GoogleSignIn } from './google-sign-in';
import { RecaptchaField } from './recaptcha-field';
import { SecondFactorCodeForm } from './second-factor-code-form';

interface LoginFormProps {
  /**
   * Called with the sign-in's answer just before the session starts (after the code, for staff asked
   * for one), so the page knows where to go next.
   */
  onSuccess?: (signedIn: SignedIn) => void;
}

interface Failure {
  message: string;
  notVerified: boolean;
  /** The address the attempt used, for "Resend verification email". */
  email: string;
  attempt: number;
}

/**
 * The sign-in form (spec 2.4). When the server asks staff for a code from their authenticator app,
 * the same page shows that second step instead; its token stays in memory until the code is right.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const config = usePublicConfig();
  const recaptcha = useRecaptcha(config.data?.recaptchaSiteKey);
  const login = useLogin({ onSuccess });
  const setToken = useSession((state) => state.setToken);
  const resend = useResendVerification();
  const [failure, setFailure] = useState<Failure | null>(null);
  // The sign-in waiting for its code (the mutation's answer, in memory only).
  const awaiting = login.data && awaitsCode(login.data) ? login.data : null;

  const {
    register,
    handleSubmit,
    getValues,
    resetField,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const missing = errors.email?.message === LOGIN_REQUIRED_MESSAGE || errors.password?.message === LOGIN_REQUIRED_MESSAGE;

  const onSubmit = handleSubmit((input) => {
    const human = recaptcha.validate();
    if (human.error) return;
    setFailure(null);
    resend.reset();
    login.mutate(
      { ...input, recaptchaToken: human.token },
      {
        onError: (error) => {
          recaptcha.reset();
          setFailure((previous) => ({
            ...loginErrorMessage(error),
            email: input.email,
            attempt: (previous?.attempt ?? 0) + 1,
          }));
        },
      },
    );
  });

  /** Back to the password step; the password is typed again (and reCAPTCHA passed again). */
  const backToPassword = () => {
    login.reset();
    recaptcha.reset();
    resetField('password');
  };

  const finishSignIn = (session: { token: string; user: User }) => {
    onSuccess?.({ ...session, secondFactor: null });
    setToken(session.token, session.user);
  };

  return (
    <div>
      {awaiting && (
        <SecondFactorCodeForm
          pendingToken={awaiting.token}
          onVerified={finishSignIn}
          onBack={backToPassword}
          onExpired={(message) => {
            backToPassword();
            setFailure((previous) => ({
              message,
              notVerified: false,
              email: getValues('email'),
              attempt: (previous?.attempt ?? 0) + 1,
            }));
          }}
        />
      )}
      {/* Hidden, not gone, during the code step: Back finds the address as typed. */}
      <div hidden={awaiting !== null}>
        {config.data?.googleSignIn && <GoogleSignIn dividerLabel="or sign in with email" />}

        {/* POST: were it ever sent before the app took over the drawn page, no password goes in an address. */}
        <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in" className="space-y-5">
          {missing && (
            <FormAlert tone="error" focusOnShow={false}>
              {LOGIN_REQUIRED_MESSAGE}
            </FormAlert>
          )}
          {failure && (
            <FormAlert key={failure.attempt} tone="error">
              <p>{failure.message}</p>
              {failure.notVerified && (
                <div className="mt-3">
                  {resend.isSuccess ? (
                    <p className="font-semibold text-emerald-800">{resend.data}</p>
                  ) : (
                    <button
                      type="button"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate({ kind: 'email', email: failure.email })}
                      className={buttonClasses('secondary', 'sm')}
                    >
                      {resend.isPending ? 'Sending...' : 'Resend verification email'}
                    </button>
                  )}
                  {resend.isError && (
                    <p className="mt-2 font-semibold">{serverMessageOr(resend.error, RESEND_MESSAGES.failed)}</p>
                  )}
                </div>
              )}
            </FormAlert>
          )}

          <EmailField
            error={errors.email && (errors.email.message === LOGIN_REQUIRED_MESSAGE ? 'Enter your email address' : errors.email.message)}
            {...register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            icon={Lock}
            placeholder="Your password"
            error={errors.password && 'Enter your password'}
            labelAside={
              <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline">
                Forgot password?
              </Link>
            }
            {...register('password')}
          />
          <CheckboxField label="Remember me" {...register('rememberMe')} />
          <RecaptchaField enabled={recaptcha.enabled} mount={recaptcha.mount} error={recaptcha.error} />
          <SubmitButton busy={login.isPending} busyLabel="Signing in...">
            Sign in
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
