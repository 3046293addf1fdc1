import { CircleX, LoaderCircle, MailCheck } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StatusCard, useLinkToken } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { useConfirmEmail } from '../api/confirm-email';

export const CONFIRM_EMAIL_INVALID_MESSAGE = 'This confirmation link is not valid.';

/** Where to go next: Settings for a signed-in person, else the login page. */
function NextStep() {
  const signedIn = useSession((state) => state.isAuthenticated);
  return signedIn ? (
    <Link to={paths.settings} className={buttonClasses('primary', 'lg')}>
      Back to Settings
    </Link>
  ) : (
    <Link to={paths.login} className={buttonClasses('primary', 'lg')}>
      Go to Login
    </Link>
  );
}

/**
 * The link mailed to a new address (`/confirm-email/:token`): used once per visit (React's
 * development double effects included), then the outcome in the server's words.
 */
export function ConfirmEmailStatus({ token: rawToken }: { token: string | undefined }) {
  const confirm = useConfirmEmail();
  const token = useLinkToken(rawToken, confirm.mutate);

  if (!token || confirm.isError) {
    return (
      <StatusCard icon={CircleX} tone="error" title="We couldn’t change your email" live actions={<NextStep />}>
        <p>{token ? getErrorMessage(confirm.error, CONFIRM_EMAIL_INVALID_MESSAGE) : CONFIRM_EMAIL_INVALID_MESSAGE}</p>
        <p className="mt-2 text-sm">You can ask for the change again from Settings.</p>
      </StatusCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <StatusCard icon={MailCheck} tone="success" title="Email address changed" live actions={<NextStep />}>
        <p className="font-semibold break-words text-slate-900">{confirm.data}</p>
        <p className="mt-2">Use it the next time you sign in.</p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={LoaderCircle} iconClassName="animate-spin" tone="brand" title="Confirming your new email" live>
      <p>Please wait while we confirm your new email address…</p>
    </StatusCard>
  );
}
