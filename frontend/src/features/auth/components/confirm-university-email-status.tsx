import { CircleX, GraduationCap, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StatusCard, useLinkToken } from '@/components/ui/status-card';
import { addUniversityEmailPath, paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { useConfirmUniversityEmail } from '../api/confirm-university-email';

export const CONFIRM_UNIVERSITY_EMAIL_INVALID_MESSAGE =
  'This link is not valid, was used already or has expired. Add your university e-mail again in Settings.';

/**
 * The link mailed to a university address (`/confirm-university-email/:token`): used once per visit
 * (React's development double effects included), signed in or not, then the outcome in the server's
 * words. A signed-in person goes on to the profile wizard or Settings; anyone else to the login page.
 */
export function ConfirmUniversityEmailStatus({ token: rawToken }: { token: string | undefined }) {
  const confirm = useConfirmUniversityEmail();
  const token = useLinkToken(rawToken, confirm.mutate);
  const signedIn = useSession((state) => state.isAuthenticated);

  if (!token || confirm.isError) {
    return (
      <StatusCard
        icon={CircleX}
        tone="error"
        title="We couldn’t confirm your university e-mail"
        live
        actions={
          <Link to={addUniversityEmailPath} className={buttonClasses('primary', 'lg')}>
            Go to Settings
          </Link>
        }
      >
        <p>{token ? getErrorMessage(confirm.error, CONFIRM_UNIVERSITY_EMAIL_INVALID_MESSAGE) : CONFIRM_UNIVERSITY_EMAIL_INVALID_MESSAGE}</p>
      </StatusCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <StatusCard
        icon={GraduationCap}
        tone="success"
        title="University e-mail confirmed"
        live
        actions={
          signedIn ? (
            <>
              <Link to={paths.profileCreate} className={buttonClasses('primary', 'lg')}>
                Create your roommate profile
              </Link>
              <Link to={paths.settings} className={buttonClasses('secondary', 'lg')}>
                Back to Settings
              </Link>
            </>
          ) : (
            <Link to={paths.login} className={buttonClasses('primary', 'lg')}>
              Log in to create your profile
            </Link>
          )
        }
      >
        <p className="font-semibold break-words text-slate-900">{confirm.data}</p>
        <p className="mt-2">You can now create your roommate profile at your university.</p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={LoaderCircle} iconClassName="animate-spin" tone="brand" title="Confirming your university e-mail" live>
      <p>Please wait while we confirm your university e-mail…</p>
    </StatusCard>
  );
}
