import { CircleX, MailCheck, MailPlus } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';

import { useConfirmNewsletterSubscription } from '../api/confirm-newsletter-subscription';
import type { UniversityPickerProps } from '../types';

import { NewsletterUniversities } from './newsletter-universities';

export const CONFIRM_SUBSCRIPTION_INVALID_MESSAGE =
  'This confirmation link is not valid or has expired. Please subscribe again.';

function BackHome() {
  return (
    <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
      Back to Home
    </Link>
  );
}

interface ConfirmSubscriptionProps {
  token: string | undefined;
  /** Chooses the universities once subscribed (the universities feature's, composed in src/app). */
  universityPicker: ComponentType<UniversityPickerProps>;
}

/**
 * The link mailed to a newsletter subscriber (`/newsletter/confirm/:token`). It confirms only when
 * the person presses the button: mail scanners open links on their own, and must not subscribe anyone.
 * Once subscribed, the same link chooses the universities whose news the newsletter brings.
 */
export function ConfirmSubscription({ token: rawToken, universityPicker }: ConfirmSubscriptionProps) {
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
      <StatusCard
        icon={MailCheck}
        tone="success"
        title="You’re subscribed"
        live
        actions={<BackHome />}
        below={
          <div className="mt-8 border-t border-slate-200 pt-8">
            <NewsletterUniversities token={token} universityPicker={universityPicker} />
          </div>
        }
      >
        <p className="font-semibold break-words text-slate-900">{confirm.data}</p>
        <p className="mt-2">Each week it brings the posts featured on Quad and the universities that have opened.</p>
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
