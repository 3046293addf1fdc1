import { MailCheck, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';

import { buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

import { useResendVerification } from '../api/resend-verification';
import { RESEND_MESSAGES, serverMessageOr } from '../utils/error-messages';

const nextSteps = [
  'Open the email from Quad and select the verification link.',
  'Opened in this browser, the link signs you in; opened on another device or browser, it verifies your address and asks you to log in.',
  'Create your roommate profile; our team reviews it within 24 to 48 hours.',
] as const;

/** After registering: where the link went, what comes next, and a way to send it again. */
export function RegistrationSuccessPanel({ email }: { email: string | null }) {
  const resend = useResendVerification();
  const hasRegistrationToken = useSession((state) => state.token !== null);
  const target = hasRegistrationToken
    ? ({ kind: 'session' } as const)
    : email
      ? ({ kind: 'email', email } as const)
      : null;

  const resendEmail = () => {
    if (!target) return;
    resend.mutate(target, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(serverMessageOr(error, RESEND_MESSAGES.failed)),
    });
  };

  return (
    <StatusCard
      icon={MailCheck}
      tone="success"
      title="Check your email"
      actions={
        <>
          <Link to={paths.login} className={buttonClasses('primary', 'lg')}>
            Go to Login
          </Link>
          <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
            Back to Home
          </Link>
        </>
      }
    >
      <p>
        Your account has been created. We sent a verification link to{' '}
        {email ? <strong className="font-semibold break-all text-slate-900">{email}</strong> : 'your email address'}.
      </p>
      <div className="mt-8 rounded-2xl bg-slate-50 p-6 text-left ring-1 ring-slate-200 ring-inset">
        <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">Next steps</h2>
        <ol className="mt-4 space-y-3">
          {nextSteps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm leading-6 text-slate-700">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </div>
      {target && (
        <p className="mt-6 text-sm">
          Didn&apos;t get the email? Check your spam folder, or{' '}
          <button
            type="button"
            onClick={resendEmail}
            disabled={resend.isPending}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-60"
          >
            <RefreshCw aria-hidden="true" className={`size-3.5 ${resend.isPending ? 'animate-spin' : ''}`} />
            {resend.isPending ? 'Sending...' : 'Resend email'}
          </button>
        </p>
      )}
    </StatusCard>
  );
}
