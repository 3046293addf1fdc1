import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';

import { FailureAlert, FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';
import { domainList, MEMBERSHIP_LOAD_FAILED, useMembership } from '@/lib/membership';

import { nextNotice, useSendLinkAgain, useUniversityEmailForm, type Notice } from '../hooks/use-university-email-form';

import { GoogleUniversityProof } from './google-university-proof';
import { UniversityEmailFields } from './university-email-fields';

/** What the step needs to know of the university being joined. */
export interface UniversityToProve {
  name: string;
  emailDomains: string[];
}

/** Whether `email` is at one of `domains` or a subdomain of one (the server's rule). */
export function isAtDomains(email: string, domains: string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`));
}

interface UniversityEmailProofProps {
  university: UniversityToProve;
  /** Back from Google with why it could not prove the university (`?universityEmailError=`). */
  googleFailure?: string | null;
  /** The Google failure is on screen. */
  onGoogleFailureShown?: () => void;
}

/**
 * The profile wizard's proof of membership, in place (issue 37): the student types their address at
 * the university's domain and the link goes out; the step then waits for it to be opened, on this
 * device or any other (the live stream reads the membership again, and the wizard moves on by
 * itself), with "send again" and "change address". The draft stays on the server meanwhile. Or,
 * when this deployment has Google sign-in, "Use my university's Google account": Google's consent
 * screen, and back to the wizard (/profile/create, which opens on this step).
 */
export function UniversityEmailProof({ university, googleFailure = null, onGoogleFailureShown }: UniversityEmailProofProps) {
  const membership = useMembership();
  const [changing, setChanging] = useState(false);
  const [sent, setSent] = useState<Notice | null>(null);
  // The waiting state says where the link went; a second sending says only that it went again.
  const { form, onSubmit, formError, clear, busy } = useUniversityEmailForm(() => {
    setChanging(false);
    setSent(null);
  });
  const resend = useSendLinkAgain((tone, message) =>
    setSent((previous) => nextNotice(previous, tone, tone === 'success' ? 'We sent the link again.' : message)),
  );
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;
  const pending = membership.data?.pendingEmail ?? null;
  const waiting = pending !== null && isAtDomains(pending, university.emailDomains) && !changing;
  const domains = domainList(university.emailDomains);

  useEffect(() => {
    if (changing) setFocus('email');
  }, [changing, setFocus]);

  if (membership.isPending) return <Spinner label="Loading your university e-mail..." />;
  if (membership.isError) {
    return (
      <p role="alert" className="text-sm text-rose-800">
        {getErrorMessage(membership.error, MEMBERSHIP_LOAD_FAILED)}
      </p>
    );
  }

  return (
    <section
      aria-labelledby="prove-membership-title"
      className="mt-4 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-200 ring-inset sm:p-5"
    >
      <h3 id="prove-membership-title" className="text-base font-semibold text-slate-900">
        Show that you study at {university.name}
      </h3>
      {waiting ? (
        <div className="mt-3 space-y-3 text-sm leading-6 text-slate-700">
          <div className="flex gap-3">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <p className="min-w-0">
              We sent a link to <span className="font-semibold break-all text-slate-900">{pending}</span>. Open it here or on
              any other device: this step moves on by itself.
            </p>
          </div>
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-600" />
            Waiting for the link to be opened. Your draft is kept.
          </p>
          {sent && (
            <FormAlert key={sent.attempt} tone={sent.tone} focusOnShow={sent.tone === 'error'}>
              {sent.message}
            </FormAlert>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" size="sm" onClick={() => resend.send(pending)} disabled={resend.busy}>
              {resend.busy ? 'Sending...' : 'Send the link again'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSent(null);
                setChanging(true);
              }}
            >
              Change address
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Send a link to your university e-mail" className="mt-3 space-y-4">
          <p className="text-sm leading-6 text-slate-700">
            Type your address at {domains}. We&apos;ll send a link there; it is never shown to other students.
          </p>
          <FailureAlert failure={formError} />
          <UniversityEmailFields
            field={{
              label: `Your address at ${domains}`,
              inputMode: 'email',
              placeholder: `you@${university.emailDomains[0] ?? 'university.edu'}`,
              error: errors.email?.message,
              ...register('email'),
            }}
            busy={busy}
            onCancel={
              changing
                ? () => {
                    setChanging(false);
                    clear();
                  }
                : undefined
            }
          />
        </form>
      )}
      <GoogleUniversityProof
        returnTo={paths.profileCreate}
        failure={googleFailure}
        onFailureShown={onGoogleFailureShown}
        className="mt-4"
      />
    </section>
  );
}
