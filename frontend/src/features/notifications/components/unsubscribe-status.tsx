import { CircleX, MailCheck, MailMinus } from 'lucide-react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api/errors';

import { useUnsubscribeTopic } from '../api/get-unsubscribe-topic';
import { useUnsubscribe } from '../api/unsubscribe';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

function BackHome() {
  return (
    <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
      Back to Home
    </Link>
  );
}

/**
 * The unsubscribe link of a notification e-mail (`/unsubscribe/:token`), signed in or not. Opening it
 * only asks what it is about; the e-mails stop when the person presses the button (mail scanners open
 * links on their own, and must not unsubscribe anyone).
 */
export function UnsubscribeStatus({ token: rawToken }: { token: string | undefined }) {
  const token = rawToken?.trim() ?? '';
  const topic = useUnsubscribeTopic(token);
  const unsubscribe = useUnsubscribe();

  // A link that is not valid (404), found on opening it or on pressing the button.
  const refused = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 404 ? unsubscribe.error : null;
  if (!token || topic.isError || refused) {
    const failure = !token ? null : topic.isError ? topic.error : refused;
    return (
      <StatusCard icon={CircleX} tone="error" title="We couldn’t open this link" live actions={<BackHome />}>
        <p>{getErrorMessage(failure, NOTIFICATIONS_MESSAGES.unsubscribeInvalid)}</p>
      </StatusCard>
    );
  }

  if (topic.isPending) return <Spinner />;

  if (unsubscribe.isSuccess) {
    return (
      <StatusCard icon={MailCheck} tone="success" title="You’re unsubscribed" live actions={<BackHome />}>
        <p>You will no longer get e-mails about {unsubscribe.data.label}.</p>
        <p className="mt-2">
          You can change this any time in{' '}
          <Link to={paths.settings} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Settings
          </Link>
          .
        </p>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={MailMinus}
      tone="brand"
      title={`Stop e-mails about ${topic.data.label}?`}
      live
      actions={
        <Button size="lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      }
    >
      <p>Press the button and Quad will stop e-mailing you about {topic.data.label}.</p>
      {unsubscribe.isError && (
        <p role="alert" className="mt-3 font-semibold text-rose-700">
          {getErrorMessage(unsubscribe.error, NOTIFICATIONS_MESSAGES.unsubscribeFailed)}
        </p>
      )}
    </StatusCard>
  );
}
