import { CircleX, LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StatusCard, useLinkToken } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

import { useVerifyEmail } from '../api/verify-email';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { VERIFY_MESSAGES, verifyErrorMessage } from '../utils/error-messages';

export const VERIFY_SUCCESS_MESSAGE = 'Your email has been verified successfully!';

interface VerifyEmailStatusProps {
  verificationToken: string | undefined;
  /**
   * Where a person the link signed in goes on to (the app passes their next step); null while it is
   * being worked out.
   */
  signedInTo?: string | null;
}

/**
 * Uses the e-mailed link once per visit (React's development double effects included), then shows
 * the outcome. Opened where the person registered, they are signed in and move on to `signedInTo`
 * after 3 s; elsewhere the server only verifies, and they move on to /login after 3 s, plainly
 * signed out.
 */
export function VerifyEmailStatus({ verificationToken, signedInTo = paths.home }: VerifyEmailStatusProps) {
  const verify = useVerifyEmail();
  const token = useLinkToken(verificationToken, verify.mutate);

  const signedIn = verify.data?.session != null;
  const verifiedElsewhere = verify.isSuccess && !signedIn;
  const needsVerification = useSession((state) => state.needsVerification);
  const endRegistration = useSession((state) => state.endRegistration);
  // A registration token still stored (another account's, or spent) must not linger. Also once the
  // start-up session check, which may finish after the verification, finds one.
  useEffect(() => {
    if (verifiedElsewhere && needsVerification) endRegistration();
  }, [verifiedElsewhere, needsVerification, endRegistration]);

  const destination = signedIn ? signedInTo : paths.login;
  useDelayedRedirect(verify.isSuccess && destination !== null, destination ?? paths.login);

  if (!token || verify.isError) {
    return (
      <StatusCard
        icon={CircleX}
        tone="error"
        title="We couldn’t verify your email"
        live
        actions={
          <>
            <Link to={paths.login} className={buttonClasses('primary', 'lg')}>
              Back to Login
            </Link>
            <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
              Back to Home
            </Link>
          </>
        }
      >
        <p>{token ? verifyErrorMessage(verify.error) : VERIFY_MESSAGES.invalidLink}</p>
        <p className="mt-2 text-sm">
          If your link has expired, sign in with your email and password and we&apos;ll offer to send a new one.
        </p>
      </StatusCard>
    );
  }

  if (verify.isSuccess) {
    // Verified where the person registered: signed in, on to Quad; elsewhere: verified only, on to /login.
    return (
      <StatusCard
        icon={MailCheck}
        tone="success"
        title="Email verified"
        live
        actions={
          verifiedElsewhere ? (
            <Link to={paths.login} replace className={buttonClasses('primary', 'lg')}>
              Go to Login
            </Link>
          ) : (
            <Link to={signedInTo ?? paths.profile} replace className={buttonClasses('primary', 'lg')}>
              Continue to Quad
            </Link>
          )
        }
      >
        <p className="font-semibold text-slate-900">{verifiedElsewhere ? verify.data.message : VERIFY_SUCCESS_MESSAGE}</p>
        <p className="mt-2">
          {verifiedElsewhere
            ? "We'll take you to the login page in a few seconds."
            : "You are now signed in. We'll take you to Quad in a few seconds."}
        </p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={LoaderCircle} iconClassName="animate-spin" tone="brand" title="Verifying your email" live>
      <p>Please wait while we confirm your email address…</p>
    </StatusCard>
  );
}
