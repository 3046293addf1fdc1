import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormAlert } from '@/components/form/form-alert';
import { EmailField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';

import {
  forgotPasswordInputSchema,
  useForgotPassword,
  type ForgotPasswordInput,
} from '../api/forgot-password';
import { forgotErrorMessage } from '../utils/error-messages';

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((input) => forgot.mutate(input));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Reset password" className="space-y-5">
      {forgot.isSuccess && (
        <FormAlert key={forgot.submittedAt} tone="success">
          <p className="font-semibold">{forgot.data}</p>
          <p className="mt-1">If you don&apos;t see it in a few minutes, check your spam folder.</p>
        </FormAlert>
      )}
      {forgot.isError && (
        <FormAlert key={forgot.submittedAt} tone="error">
          {forgotErrorMessage(forgot.error)}
        </FormAlert>
      )}
      <EmailField
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton busy={forgot.isPending} busyLabel="Sending...">
        Send reset link
      </SubmitButton>
    </form>
  );
}
