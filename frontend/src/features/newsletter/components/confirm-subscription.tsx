import { CircleX, MailCheck, MailPlus } from 'lucide-react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';

import { useConfirmNewsletterSubscription } from '../api/confirm-newsletter-subscription';

export const CONFIRM_SUBSCRIPTION_INVALID_MESSAGE =
  'This confirmation link is not valid or has expired. Please subscribe again.';

function BackHome() {
  return (
    <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
      Back to Home
    </Link>
  );
}

/**
 * The link mailed to a newsletter subscriber (`/newsletter/confirm/:token`). It confirms only when
 * the person presses the button: mail scanners open links on their own, and must not subscribe anyone.
 */
export function ConfirmSubscription({ token: rawToken }: { token: string | undefined }) {
  const confirm = useConfirmNewsletterSubscription();
  const token = rawToken?.trim() ?? '';

  if (!token || confirm.isError) {
    return (
      <StatusCard
        icon={CircleX}
        tone="error"
        title="We couldn’t confirm your subscription"
        live
        actions={<BackHome />}
      >
        <p>{token ? getErrorMessage(confirm.error, CONFIRM_SUBSCRIPTION_INVALID_MESSAGE) : CONFIRM_SUBSCRIPTION_INVALID_MESSAGE}</p>
        <p className="mt-2 text-sm">The newsletter box is at the bottom of every page.</p>
      </StatusCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <StatusCard icon={MailCheck} tone="success" title="You’re subscribed" live actions={<BackHome />}>
        <p className="font-semibold break-words text-slate-900">{confirm.data}</p>
        <p className="mt-2">Campus tips, new universities and roommate advice will arrive in your inbox.</p>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={MailPlus}
      tone="brand"
      title="Confirm your subscription"
      live
      actions={
        <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending ? 'Confirming...' : 'Confirm subscription'}
        </Button>
      }
    >
      <p>Someone (hopefully you) asked for Quad’s newsletter at this address.</p>
      <p className="mt-2">Press the button to start receiving it. If you didn’t ask for it, just close this page.</p>
    </StatusCard>
  );
}
