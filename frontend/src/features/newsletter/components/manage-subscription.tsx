import { CircleX, MailCheck, MailMinus } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/list-states';
import { SettingsCard } from '@/components/ui/settings-card';
import { Spinner } from '@/components/ui/spinner';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import type { ApiError} from '@/lib/api/errors';
import { getErrorMessage, isRefusal } from '@/lib/api/errors';

import { useNewsletterSubscription } from '../api/get-newsletter-subscription';
import { useUnsubscribeFromNewsletter } from '../api/unsubscribe-from-newsletter';
import type { UniversityPickerProps } from '../types';
import { NEWSLETTER_MESSAGES } from '../utils/messages';

import { NewsletterUniversities } from './newsletter-universities';

function BackHome() {
  return (
    <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
      Back to Home
    </Link>
  );
}

/** A link the server does not know (404), or that could not be one (400): it stays refused. */
function isSpentLink(error: unknown): error is ApiError {
  return isRefusal(error) && (error.status === 404 || error.status === 400);
}

interface ManageSubscriptionProps {
  token: string | undefined;
  /** Chooses the universities (the universities feature's, composed in src/app). */
  universityPicker: ComponentType<UniversityPickerProps>;
}

/**
 * A subscriber's own page (`/newsletter/unsubscribe/:token`, the link at the foot of every issue):
 * the address, which universities' news it gets, and a button that unsubscribes. Opening it changes
 * nothing (mail scanners open links on their own); a link that no longer works says so.
 */
export function ManageSubscription({ token: rawToken, universityPicker }: ManageSubscriptionProps) {
  const token = rawToken?.trim() ?? '';
  const subscription = useNewsletterSubscription(token);
  const unsubscribe = useUnsubscribeFromNewsletter();

  if (unsubscribe.isSuccess) {
    return (
      <StatusCard icon={MailCheck} tone="success" title="You’re unsubscribed" live actions={<BackHome />}>
        <p className="font-semibold break-words text-slate-900">{unsubscribe.data}</p>
        <p className="mt-2">Changed your mind? The newsletter box is at the bottom of every page.</p>
      </StatusCard>
    );
  }

  // Found on opening the link, or on pressing the button (unsubscribed in another tab meanwhile).
  const spent = !token
    ? null
    : isSpentLink(subscription.error)
      ? subscription.error
      : isSpentLink(unsubscribe.error)
        ? unsubscribe.error
        : undefined;
  if (spent !== undefined) {
    return (
      <StatusCard icon={CircleX} tone="error" title="We couldn’t open this link" live actions={<BackHome />}>
        <p>{getErrorMessage(spent, NEWSLETTER_MESSAGES.linkSpent)}</p>
        <p className="mt-2 text-sm">The newsletter box is at the bottom of every page.</p>
      </StatusCard>
    );
  }

  if (subscription.isPending) return <Spinner label="Loading your subscription…" />;
  if (subscription.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">Your newsletter</h1>
        <ErrorState
          message={NEWSLETTER_MESSAGES.loadFailed}
          onRetry={() => void subscription.refetch()}
          retrying={subscription.isFetching}
        />
      </div>
    );
  }

  const { email } = subscription.data;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Newsletter</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Your newsletter</h1>
      <p className="mt-3 text-base leading-7 text-slate-600">
        Quad’s newsletter goes to <strong className="font-semibold break-all text-slate-900">{email}</strong>. Choose
        which universities it covers, or stop it.
      </p>
      <div className="mt-8 space-y-6">
        <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
          <NewsletterUniversities token={token} universityPicker={universityPicker} />
        </div>
        <SettingsCard
          id="newsletter-unsubscribe"
          title="Unsubscribe"
          icon={MailMinus}
          tone="danger"
          description="Stop Quad’s newsletter: nothing more is sent to this address. You can subscribe again any time from the box at the bottom of every page."
        >
          {unsubscribe.isError && (
            <p role="alert" className="mb-4 text-sm font-semibold text-rose-700">
              {getErrorMessage(unsubscribe.error, NEWSLETTER_MESSAGES.unsubscribeFailed)}
            </p>
          )}
          <Button
            variant="danger"
            className="w-full sm:w-auto"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </SettingsCard>
      </div>
    </div>
  );
}
