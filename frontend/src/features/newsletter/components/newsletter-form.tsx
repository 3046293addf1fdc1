import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

import { getErrorMessage } from '@/lib/api/errors';

import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

// zod/mini keeps the footer, which every page loads, small.
export const newsletterInputSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter your email address'), z.email('Please enter a valid email address')),
});

type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/**
 * The footer's sign-up box: asks the server to mail a confirmation link (double opt-in), then shows
 * its answer under the box. Nobody is subscribed before they open that link, so it never says so.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const statusId = `${inputId}-status`;
  const subscribe = useSubscribeToNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterInput>({ resolver: zodResolver(newsletterInputSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(
    ({ email }) =>
      subscribe.mutate(email, {
        onSuccess: () => reset(),
        onError: (error) => {
          setError('email', { type: 'server', message: getErrorMessage(error) }, { shouldFocus: true });
        },
      }),
    // An earlier answer must not stand beside a new mistake.
    () => subscribe.reset(),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Newsletter sign-up">
      <label htmlFor={inputId} className="block text-sm font-semibold text-white">
        Get the weekly Quad newsletter
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : subscribe.isSuccess ? statusId : undefined}
          className="min-w-0 flex-1 rounded-full border-0 bg-white/10 px-4 py-2.5 text-sm text-white ring-1 ring-white/25 placeholder:text-slate-400 ring-inset focus:bg-white/15 focus:ring-2 focus:ring-brand-400 focus:outline-none"
          {...register('email')}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-500 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-70"
        >
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {errors.email && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-rose-300">
          {errors.email.message}
        </p>
      )}
      {/* Always present, so screen readers announce the answer when it arrives (not a `status` role:
          the page may have its own). */}
      <div aria-live="polite">
        {subscribe.isSuccess && (
          <p id={statusId} className="mt-2 flex items-start gap-2 text-sm text-emerald-300">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{subscribe.data}</span>
          </p>
        )}
      </div>
    </form>
  );
}
