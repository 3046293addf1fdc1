import { Trash2 } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { CaptionCounter } from '@/components/form/caption-counter';
import { FormAlert } from '@/components/form/form-alert';
import { FieldError } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { DraftStatus } from '@/components/ui/draft-status';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage, getFieldErrors } from '@/lib/api/errors';

import { useCreateSubmission } from '../api/create-submission';
import { useReviseSubmission } from '../api/revise-submission';
import { useSubmissionDraftAutosave } from '../hooks/use-submission-draft-autosave';
import type { FormPhoto, Submission, SubmissionDraft, SubmitFormValues, SubmitUniversity } from '../types';
import { draftBody, heldDraftBody, instagramCreditLine, revisionValues, startValues, submissionBody } from '../utils/form';
import { SUBMISSION_MESSAGES } from '../utils/messages';
import { SUBMIT_FIELDS, validateSubmission, type SubmitField, type SubmitFieldErrors } from '../utils/validation';

import { ConsentField } from './consent-field';
import { CreditField } from './credit-field';
import { PhotoPicker } from './photo-picker';

const FIX_MARKED = 'Please fix what is marked below.';

/**
 * The message above the form after a refused submit: `fields` only sums up what is marked beside the
 * fields (it goes once they are all changed); `other` says what no field does (it goes at the next edit).
 */
interface Alert {
  message: string;
  kind: 'fields' | 'other';
  /** A new key per attempt, so a repeated message is announced and focused again. */
  attempt: number;
}

interface SubmitFormProps {
  /** The universities the student may submit to (a revision: its own). */
  universities: SubmitUniversity[];
  /** "@handle" of the roommate profile, or null. */
  handle: string | null;
  /** "Ada L.". */
  name: string;
  /** A new submission: the draft the server holds (or null) and the address's `?university=`. */
  draft?: SubmissionDraft | null;
  requestedUniversity?: string | null;
  /** A revision: the submission it changes. */
  revising?: Submission;
}

/** The errors of a refused submit: beside their fields, and what no field names above the form. */
function readFailure(error: unknown): { fields: SubmitFieldErrors; message: string; kind: Alert['kind'] } {
  const all = getFieldErrors(error);
  const fields: SubmitFieldErrors = {};
  for (const field of SUBMIT_FIELDS) if (all[field]) fields[field] = all[field];
  const others = Object.entries(all).filter(([key]) => !(SUBMIT_FIELDS as readonly string[]).includes(key));
  const named = Object.keys(fields).length > 0;
  if (error instanceof ApiError && error.status === 400 && named && others.length === 0) {
    return { fields, message: FIX_MARKED, kind: 'fields' };
  }
  return { fields, message: getErrorMessage(error, SUBMISSION_MESSAGES.submitFailed), kind: 'other' };
}

/**
 * The submit form (POST /submissions) or, given `revising`, its revision (PUT /submissions/{id}).
 * A new submission's form is kept as a draft on the server as it changes; "Discard draft" drops it.
 */
export function SubmitForm({ universities, handle, name, draft = null, requestedUniversity = null, revising }: SubmitFormProps) {
  const [start] = useState(() => {
    const values = revising
      ? revisionValues(revising)
      : startValues({ universities, requested: requestedUniversity, draft, hasHandle: handle !== null });
    return { values, held: revising ? null : draft ? heldDraftBody(draft) : draftBody(values) };
  });
  const [values, setValues] = useState<SubmitFormValues>(start.values);
  const [errors, setErrors] = useState<SubmitFieldErrors>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [hasDraft, setHasDraft] = useState(draft !== null);
  const [discarding, setDiscarding] = useState(false);
  const autosave = useSubmissionDraftAutosave(revising ? null : draftBody(values), start.held);
  const create = useCreateSubmission();
  const revise = useReviseSubmission();
  const navigate = useNavigate();
  const universityId = useId();
  const captionId = useId();
  const counterId = useId();
  const captionHintId = useId();
  const busy = create.isPending || revise.isPending;

  // An edit answers the field's message; a message about no field is out of date once the form changed.
  const edited = useCallback((field: SubmitField) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setAlert((current) => (current?.kind === 'other' ? null : current));
  }, []);
  const change = (update: Partial<SubmitFormValues>, field: SubmitField) => {
    setValues((current) => ({ ...current, ...update }));
    edited(field);
  };
  const changePhotos = useCallback(
    (update: (photos: FormPhoto[]) => FormPhoto[]) => {
      setValues((current) => ({ ...current, photos: update(current.photos) }));
      edited('photos');
    },
    [edited],
  );

  const fail = (message: string, kind: Alert['kind']) =>
    setAlert((previous) => ({ message, kind, attempt: (previous?.attempt ?? 0) + 1 }));

  const creditText = values.credit === 'instagram' && handle ? handle : name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Everything wrong at once, beside each field, before anything is sent.
    const problems = validateSubmission(values, { handle, creditText });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      fail(FIX_MARKED, 'fields');
      return;
    }
    setErrors({});
    setAlert(null);
    const body = submissionBody(values);
    if (!revising) await autosave.pause();
    try {
      if (revising) await revise.mutateAsync({ id: revising.id, body: { ...body, version: revising.version } });
      else await create.mutateAsync(body);
    } catch (error) {
      if (!revising) autosave.resume();
      const failure = readFailure(error);
      setErrors(failure.fields);
      fail(failure.message, failure.kind);
      return;
    }
    toast.success(revising ? SUBMISSION_MESSAGES.revised : SUBMISSION_MESSAGES.submitted);
    void navigate(paths.submissions);
  };

  const discard = async () => {
    const next = startValues({ universities, requested: null, draft: null, hasHandle: handle !== null });
    setDiscarding(true);
    try {
      await autosave.discard(draftBody(next));
    } catch (error) {
      toast.error(getErrorMessage(error, SUBMISSION_MESSAGES.draftDiscardFailed));
      return;
    } finally {
      setDiscarding(false);
    }
    setValues(next);
    setErrors({});
    setAlert(null);
    setHasDraft(false);
    toast.success(SUBMISSION_MESSAGES.draftDiscarded);
  };

  // What Instagram would get: the caption, then the credit on its own line when it goes there.
  const counted = values.consentInstagram ? `${values.caption.trim()}${instagramCreditLine(creditText)}` : values.caption;
  // The sum-up goes with the last marked field's message.
  const showAlert = alert?.kind === 'other' || Object.values(errors).some(Boolean);
  const captionDescribedBy = [captionHintId, counterId, errors.caption ? `${captionId}-error` : null].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8" aria-busy={busy}>
      {alert && showAlert && (
        <FormAlert key={alert.attempt} tone="error">
          {alert.message}
        </FormAlert>
      )}

      <div>
        <label htmlFor={universityId} className="block text-sm font-semibold text-slate-800">
          University
        </label>
        <select
          id={universityId}
          value={values.universityId}
          disabled={busy || revising !== undefined}
          aria-invalid={errors.university ? true : undefined}
          aria-describedby={errors.university ? `${universityId}-error` : undefined}
          onChange={(event) => change({ universityId: event.target.value }, 'university')}
          className={`mt-1.5 block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-slate-900 shadow-xs ring-1 ring-inset focus:ring-2 focus:outline-none disabled:bg-slate-50 sm:text-sm/6 ${
            errors.university ? 'ring-rose-400 focus:ring-rose-600' : 'ring-slate-300 focus:ring-brand-600'
          }`}
        >
          {values.universityId === '' && <option value="">Choose your university</option>}
          {universities.map((university) => (
            <option key={university.id} value={university.id}>
              {university.name}
            </option>
          ))}
        </select>
        {errors.university && <FieldError id={`${universityId}-error`}>{errors.university}</FieldError>}
      </div>

      <PhotoPicker photos={values.photos} onChange={changePhotos} error={errors.photos} disabled={busy} />

      <div>
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
          <label htmlFor={captionId} className="block text-sm font-semibold text-slate-800">
            Caption
          </label>
          <CaptionCounter id={counterId} caption={counted} />
        </div>
        <textarea
          id={captionId}
          rows={5}
          value={values.caption}
          disabled={busy}
          aria-invalid={errors.caption ? true : undefined}
          aria-describedby={captionDescribedBy}
          onChange={(event) => change({ caption: event.target.value }, 'caption')}
          className={`mt-1.5 block w-full resize-y rounded-xl border-0 bg-white px-4 py-3 text-base text-slate-900 shadow-xs ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:outline-none sm:text-sm/6 ${
            errors.caption ? 'ring-rose-400 focus:ring-rose-600' : 'ring-slate-300 focus:ring-brand-600'
          }`}
        />
        {errors.caption && <FieldError id={`${captionId}-error`}>{errors.caption}</FieldError>}
        <p id={captionHintId} className="mt-1.5 text-sm text-slate-600">
          Tell the story behind the photos. Instagram allows 2,200 characters, 30 hashtags and 20 @mentions
          {values.consentInstagram ? '; the counts include your credit, added on its own line for Instagram.' : '.'}
        </p>
      </div>

      <CreditField
        value={values.credit}
        onChange={(credit) => change({ credit }, 'credit')}
        handle={handle}
        name={name}
        error={errors.credit}
        disabled={busy}
      />

      <ConsentField
        value={values}
        onChange={(consent) => change(consent, 'consent')}
        error={errors.consent}
        disabled={busy}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {revising ? (
          <span />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            {hasDraft || autosave.status !== 'idle' ? (
              <Button variant="ghost" size="sm" onClick={() => void discard()} disabled={busy || discarding}>
                <Trash2 aria-hidden="true" className="size-4" />
                {discarding ? 'Discarding...' : 'Discard draft'}
              </Button>
            ) : null}
            <DraftStatus status={autosave.status} />
          </div>
        )}
        <SubmitButton busy={busy} busyLabel="Sending..." size="md" className="w-full sm:w-auto">
          {revising ? 'Send changes for review' : 'Submit for review'}
        </SubmitButton>
      </div>
    </form>
  );
}
