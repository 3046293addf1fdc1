import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';

import { getErrorMessage } from '@/lib/api/errors';

import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing!';
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed.";

// zod/mini keeps the footer, which every page loads, small.
export const newsletterInputSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter your email address'), z.email('Please enter a valid email address')),
});

type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/** The footer's sign-up box: adds the address to the newsletter and says how it went in a toast. */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const subscribe = useSubscribeToNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterInput>({ resolver: zodResolver(newsletterInputSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) =>
    subscribe.mutate(email, {
      onSuccess: ({ newlySubscribed }) => {
        if (newlySubscribed) toast.success(SUBSCRIBED_MESSAGE);
        else toast.info(ALREADY_SUBSCRIBED_MESSAGE);
        reset();
      },
      onError: (error) => {
        setError('email', { type: 'server', message: getErrorMessage(error) }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Newsletter sign-up">
      <label htmlFor={inputId} className="block text-sm font-semibold text-white">
        Get campus tips in your inbox
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@university.edu"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
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
    </form>
  );
}
