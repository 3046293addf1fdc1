import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign, User as UserIcon } from 'lucide-react';
import { useForm, type FieldError as FormFieldError } from 'react-hook-form';
import { Link } from 'react-router';

import { FailureAlert, FormAlert, useAttemptAlert } from '@/components/form/form-alert';
import { CheckboxField, EmailField, NewPasswordFields, TextField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/errors';
import { usePublicConfig } from '@/lib/public-config';

import { registerInputSchema, useRegister, type RegisterInput, type Registration } from '../api/register';
import { useRecaptcha } from '../hooks/use-recaptcha';
import { registerErrorMessage } from '../utils/error-messages';
import { PASSWORD_HINT, REQUIRED_FIELDS_MESSAGE } from '../utils/validation';

import { GoogleSignIn } from './google-sign-in';
import { RecaptchaField } from './recaptcha-field';

interface RegisterFormProps {
  /** Called once the account exists; the session holds the registration token. */
  onSuccess?: (registration: Registration) => void;
}

const formFields = ['firstName', 'lastName', 'email', 'username', 'password', 'confirmPassword'] as const;
type FormFieldName = (typeof formFields)[number];

function isFormField(name: string): name is FormFieldName {
  return (formFields as readonly string[]).includes(name);
}

/** A blank required field says so in its own words; the form-level alert gives the spec's message. */
function messageFor(error: FormFieldError | undefined, label: string): string | undefined {
  if (!error) return undefined;
  return error.message === REQUIRED_FIELDS_MESSAGE ? `${label} is required` : error.message;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const config = usePublicConfig();
  const recaptcha = useRecaptcha(config.data?.recaptchaSiteKey);
  const registration = useRegister({ onSuccess });
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  const missing = formFields.some((name) => errors[name]?.message === REQUIRED_FIELDS_MESSAGE);

  const onSubmit = handleSubmit(({ acceptTerms: _accepted, ...input }) => {
    const human = recaptcha.validate();
    if (human.error) return;
    clearFailure();
    registration.mutate(
      { ...input, recaptchaToken: human.token },
      {
        onError: (error) => {
          recaptcha.reset();
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fields)) {
              if (isFormField(field)) setError(field, { type: 'server', message });
            }
          }
          showFailure({ message: registerErrorMessage(error) });
        },
      },
    );
  });

  return (
    <div>
      {config.data?.googleSignIn && <GoogleSignIn dividerLabel="or sign up with email" />}

      {/* POST: were it ever sent before the app took over the drawn page, no password goes in an address. */}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Create account" className="space-y-5">
        {missing && (
          <FormAlert tone="error" focusOnShow={false}>
            {REQUIRED_FIELDS_MESSAGE}
          </FormAlert>
        )}
        <FailureAlert failure={failure} />

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            icon={UserIcon}
            error={messageFor(errors.firstName, 'First name')}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            icon={UserIcon}
            error={messageFor(errors.lastName, 'Last name')}
            {...register('lastName')}
          />
        </div>
        <EmailField
          hint="Any address you read works. If it is not your university's, you confirm that one next."
          error={messageFor(errors.email, 'Email address')}
          {...register('email')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          icon={AtSign}
          placeholder="e.g. maya.t"
          error={messageFor(errors.username, 'Username')}
          {...register('username')}
        />
        <NewPasswordFields
          hint={PASSWORD_HINT}
          password={{ label: 'Password', error: messageFor(errors.password, 'Password'), ...register('password') }}
          confirm={{ label: 'Confirm password', error: messageFor(errors.confirmPassword, 'Confirm password'), ...register('confirmPassword') }}
        />
        <CheckboxField
          label={
            <>
              I am at least 16 years old and I accept the{' '}
              <Link to={paths.terms} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                Privacy Policy
              </Link>
            </>
          }
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />
        <RecaptchaField enabled={recaptcha.enabled} mount={recaptcha.mount} error={recaptcha.error} />
        <SubmitButton busy={registration.isPending} busyLabel="Registering...">
          Create Account
        </SubmitButton>
      </form>
    </div>
  );
}
