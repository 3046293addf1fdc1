import { BadgeCheck, GraduationCap, Mail, MailQuestion, MailX, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';

import { FailureAlert, FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';
import { SettingsCard, SettingsQuery } from '@/components/ui/settings-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';
import { MEMBERSHIP_LOAD_FAILED, useMembership, type Membership } from '@/lib/membership';
import { formatDateTime } from '@/utils/date-time';

import { REMOVE_UNIVERSITY_EMAIL_FAILED, useRemoveUniversityEmail } from '../api/remove-university-email';
import { nextNotice as next, useSendLinkAgain, useUniversityEmailForm, type Notice } from '../hooks/use-university-email-form';

import { GoogleUniversityProof } from './google-university-proof';
import { UniversityEmailFields } from './university-email-fields';

/** "A", "A and B", "A, B and C". */
function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The universities the person's verified addresses show, and where that comes from. */
function VerifiedUniversities({ membership }: { membership: Membership }) {
  const { universities, universityEmail, pendingEmail } = membership;
  if (universities.length === 0) {
    // An address waiting for its link says what happens next itself.
    return pendingEmail ? null : (
      <p className="text-sm text-slate-700">
        You haven&apos;t shown where you study yet: add your university e-mail to create a roommate profile there.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <ul aria-label="Your universities" className="flex flex-wrap gap-2">
        {universities.map((university) => (
          <li
            key={university.id}
            className="inline-flex max-w-full items-center gap-1.5 rounded-lg bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset"
          >
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 break-words">Verified for {university.name}</span>
          </li>
        ))}
      </ul>
      {!universityEmail && (
        <p className="text-sm text-slate-700">
          Your sign-in address shows you study at {listOf(universities.map(({ name }) => name))}.
        </p>
      )}
    </div>
  );
}

interface UniversityEmailCardProps {
  /** Opened from a link asking for the address (`?universityEmail=add`): the form shows, in view and focused. */
  openForm?: boolean;
  /** Back from Google with why it could not prove the university (`?universityEmailError=`): said in the card, form open. */
  googleFailure?: string | null;
  /** The Google failure is on screen. */
  onGoogleFailureShown?: () => void;
}

/**
 * Settings: the university address that proves where the person studies (issue 23). Its
 * states: the universities their verified addresses show; the verified university address, which
 * can be removed; an address whose link is out, which can be sent again (and, with no verified
 * address beside it, cancelled); and the form that adds or replaces it. Beside the form, and while a
 * link waits, "Use my university's Google account" when this deployment has Google sign-in.
 */
export function UniversityEmailCard({ openForm = false, googleFailure = null, onGoogleFailureShown }: UniversityEmailCardProps) {
  const membership = useMembership();
  const remove = useRemoveUniversityEmail();
  // The form is open by itself while there is no university address; else on asking (or back from
  // Google without a proof, where Google is offered again).
  const [asked, setAsked] = useState(openForm || googleFailure !== null);
  // The address field takes the focus the next time the form shows (from the link, or on asking).
  const focusWhenShown = useRef(openForm);
  const [sent, setSent] = useState<Notice | null>(null);
  const [removing, setRemoving] = useState(false);
  const { form, onSubmit, formError, clear, busy } = useUniversityEmailForm((message) => {
    setAsked(false);
    setSent((previous) => next(previous, 'success', message));
  });
  const resend = useSendLinkAgain((tone, message) => setSent((previous) => next(previous, tone, message)));
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;

  const data = membership.data;
  const hasAddress = Boolean(data?.universityEmail || data?.pendingEmail);
  const formShown = data !== undefined && (!hasAddress || asked);

  // Focusing the field scrolls it into view.
  useEffect(() => {
    if (!formShown || !focusWhenShown.current) return;
    focusWhenShown.current = false;
    setFocus('email');
  }, [formShown, setFocus]);

  const openTheForm = () => {
    focusWhenShown.current = true;
    setAsked(true);
  };

  const closeTheForm = () => {
    setAsked(false);
    clear();
  };

  // The same DELETE forgets a waiting address too: with no verified one, removing it cancels its link.
  const cancellingLink = !data?.universityEmail && Boolean(data?.pendingEmail);

  const cancelledLinkTo = cancellingLink ? data?.pendingEmail : null;
  const { failure: removeFailure, confirm: confirmRemove, clear: clearRemoveFailure } = useConfirmAction(remove, {
    onSuccess: (message) => {
      toast.success(cancelledLinkTo ? `The link sent to ${cancelledLinkTo} was cancelled.` : message);
      setRemoving(false);
      setSent(null);
    },
    failureMessage: (error) => getErrorMessage(error, REMOVE_UNIVERSITY_EMAIL_FAILED),
  });
  const closeRemove = () => {
    setRemoving(false);
    clearRemoveFailure();
  };

  return (
    <SettingsCard
      id="university-email"
      title="University e-mail"
      icon={GraduationCap}
      description="An address at your university proves you study there; it is never shown to other students."
    >
      <SettingsQuery query={membership} loadingLabel="Loading your university e-mail…" failedMessage={MEMBERSHIP_LOAD_FAILED}>
        {(shown) => (
          <div className="space-y-5">
            <VerifiedUniversities membership={shown} />

            {shown.universityEmail && (
              <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                  <div className="min-w-0">
                    <p className="font-semibold break-all text-slate-900">{shown.universityEmail}</p>
                    {shown.verifiedAt && (
                      <p className="text-sm text-slate-600">
                        Verified <time dateTime={shown.verifiedAt}>{formatDateTime(shown.verifiedAt)}</time>
                      </p>
                    )}
                  </div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRemoving(true)}
                  className="ml-8 shrink-0 self-start sm:ml-0 sm:self-center"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
            )}

            {shown.pendingEmail && (
              <div className="space-y-3">
                {sent?.tone === 'success' ? (
                  <FormAlert key={sent.attempt} tone="success">
                    {sent.message}
                  </FormAlert>
                ) : (
                  <div className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm leading-6 text-amber-900 ring-1 ring-amber-200 ring-inset">
                    <MailQuestion aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                    <p className="min-w-0">
                      We sent a link to <span className="font-semibold break-all">{shown.pendingEmail}</span>. Open it to
                      confirm.
                    </p>
                  </div>
                )}
                {sent?.tone === 'error' && (
                  <FormAlert key={sent.attempt} tone="error">
                    {sent.message}
                  </FormAlert>
                )}
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => resend.send(shown.pendingEmail!)}
                    disabled={resend.busy}
                  >
                    {resend.busy ? 'Sending...' : 'Send the link again'}
                  </Button>
                  {!shown.universityEmail && (
                    <Button variant="secondary" size="sm" onClick={() => setRemoving(true)}>
                      <MailX aria-hidden="true" className="size-4" />
                      Cancel the link
                    </Button>
                  )}
                  {!formShown && (
                    <Button variant="secondary" size="sm" onClick={openTheForm}>
                      Use another address
                    </Button>
                  )}
                </div>
              </div>
            )}

            {shown.universityEmail && !shown.pendingEmail && !formShown && (
              <Button variant="secondary" size="sm" onClick={openTheForm}>
                Use another address
              </Button>
            )}

            {formShown && (
              <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Add university e-mail" className="max-w-md space-y-5">
                <FailureAlert failure={formError} />
                <UniversityEmailFields
                  field={{
                    label: hasAddress ? 'New university e-mail' : 'University e-mail',
                    placeholder: 'you@university.edu',
                    hint: "The address your university gave you; we'll send a link there to confirm it.",
                    error: errors.email?.message,
                    ...register('email'),
                  }}
                  busy={busy}
                  onCancel={hasAddress ? closeTheForm : undefined}
                />
              </form>
            )}

            {(formShown || shown.pendingEmail) && (
              <GoogleUniversityProof returnTo={paths.settings} failure={googleFailure} onFailureShown={onGoogleFailureShown} />
            )}
          </div>
        )}
      </SettingsQuery>
      {removing && membership.data?.universityEmail && (
        <ConfirmDialog
          title="Remove university e-mail"
          description={`${membership.data.universityEmail} will no longer show where you study.`}
          icon={Trash2}
          actionLabel="Remove"
          busyLabel="Removing..."
          busy={remove.isPending}
          failure={removeFailure}
          onConfirm={() => confirmRemove(undefined)}
          onClose={closeRemove}
        >
          {membership.data.pendingEmail
            ? `The link sent to ${membership.data.pendingEmail} stops working too. You can add an address again at any time.`
            : 'You can add it again at any time.'}
        </ConfirmDialog>
      )}
      {removing && cancellingLink && (
        <ConfirmDialog
          title="Cancel the link"
          description={`Cancel the link sent to ${membership.data?.pendingEmail}? The link stops working.`}
          icon={MailX}
          actionLabel="Cancel the link"
          busyLabel="Cancelling..."
          keepLabel="Keep it"
          busy={remove.isPending}
          failure={removeFailure}
          onConfirm={() => confirmRemove(undefined)}
          onClose={closeRemove}
        >
          You can add a university e-mail again at any time.
        </ConfirmDialog>
      )}
    </SettingsCard>
  );
}
