import { Building2, CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';

import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { getErrorMessage, getFieldErrors, isRefusal } from '@/lib/api/errors';

import { useChooseNewsletterUniversities } from '../api/choose-newsletter-universities';
import { useNewsletterSubscription } from '../api/get-newsletter-subscription';
import type { UniversityPickerProps } from '../types';
import { NEWSLETTER_MESSAGES } from '../utils/messages';

type Mode = 'all' | 'chosen';

/** "all universities", "1 university", "3 universities": what a saved choice covers. */
function describeChoice(universityIds: readonly string[]): string {
  if (universityIds.length === 0) return 'all universities';
  return universityIds.length === 1 ? '1 university' : `${universityIds.length} universities`;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const inB = new Set(b);
  return a.length === b.length && a.every((id) => inB.has(id));
}

interface ChoiceFormProps {
  token: string;
  /** The choice as the server has it (none: all universities). */
  saved: string[];
  universityPicker: ComponentType<UniversityPickerProps>;
}

function ChoiceForm({ token, saved, universityPicker: UniversityPicker }: ChoiceFormProps) {
  const save = useChooseNewsletterUniversities();
  const group = useId();
  const errorId = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  const savedMode: Mode = saved.length === 0 ? 'all' : 'chosen';
  const [mode, setMode] = useState<Mode>(savedMode);
  // Kept while "All universities" is chosen, so choosing "Only…" again brings them back.
  const [chosen, setChosen] = useState<string[]>(saved);
  const [noneChosen, setNoneChosen] = useState(false);

  const dirty = mode !== savedMode || (mode === 'chosen' && !sameSet(chosen, saved));
  const serverFieldError = getFieldErrors(save.error).universityIds;
  const pickerInvalid = noneChosen || Boolean(serverFieldError);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode === 'chosen' && chosen.length === 0) {
      setNoneChosen(true);
      pickerRef.current?.focus();
      return;
    }
    save.mutate({ token, universityIds: mode === 'all' ? [] : chosen });
  }

  // Named by the label alone, described by its hint.
  const option = (value: Mode, label: string, hint: string) => (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-inset ${
        mode === value ? 'bg-brand-50/60 ring-brand-300' : 'ring-slate-200 hover:bg-slate-50'
      }`}
    >
      <input
        type="radio"
        name={group}
        value={value}
        checked={mode === value}
        onChange={() => {
          setMode(value);
          setNoneChosen(false);
        }}
        aria-labelledby={`${group}-${value}`}
        aria-describedby={`${group}-${value}-hint`}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0">
        <span id={`${group}-${value}`} className="block text-sm font-semibold text-slate-900">
          {label}
        </span>
        <span id={`${group}-${value}-hint`} className="block text-sm text-slate-600">
          {hint}
        </span>
      </span>
    </label>
  );

  // While saving, the button says so.
  let status: ReactNode = null;
  if (save.isPending) status = null;
  else if (dirty) {
    status = (
      <span className="font-medium text-amber-800">
        Not saved yet: your newsletter still brings featured posts from {describeChoice(saved)}.
      </span>
    );
  } else if (save.isSuccess) {
    status = (
      <span className="font-medium text-emerald-700">
        <CircleCheck aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
        Saved. Your newsletter brings featured posts from {describeChoice(saved)}.
      </span>
    );
  } else {
    status = <span className="text-slate-600">Your newsletter brings featured posts from {describeChoice(saved)}.</span>;
  }

  return (
    <form noValidate aria-label="Which universities" onSubmit={onSubmit} className="space-y-4">
      {save.isError && (
        <FormAlert key={save.submittedAt} tone="error">
          <p>{getErrorMessage(save.error, NEWSLETTER_MESSAGES.saveFailed)}</p>
        </FormAlert>
      )}
      <fieldset>
        <legend className="sr-only">Which universities</legend>
        <div className="space-y-2">
          {option('all', 'All universities', 'Featured posts from every university on Quad.')}
          {option('chosen', 'Only the universities I choose', 'Featured posts from the universities you check.')}
        </div>
      </fieldset>
      {mode === 'chosen' && (
        <div>
          <UniversityPicker
            ref={pickerRef}
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              setNoneChosen(false);
            }}
            invalid={pickerInvalid}
            describedBy={noneChosen ? errorId : undefined}
          />
          {noneChosen && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
              {NEWSLETTER_MESSAGES.chooseOne}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <SubmitButton busy={save.isPending} busyLabel="Saving..." size="md" className="w-full shrink-0 sm:w-auto">
          Save choice
        </SubmitButton>
        {/* Always present, so the change to "Saved" is announced. */}
        <p role="status" className="min-h-5 text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}

interface NewsletterUniversitiesProps {
  /** The secret of the mailed link (the used confirmation link, or an issue's). */
  token: string;
  universityPicker: ComponentType<UniversityPickerProps>;
}

/**
 * Which universities' featured posts a subscriber's newsletter brings: all of them (the default), or
 * the ones they check. Saved only with the button, which then says so; the confirmation page and the
 * subscriber's own page (`/newsletter/unsubscribe/:token`) both show it. It has no frame of its own.
 */
export function NewsletterUniversities({ token, universityPicker }: NewsletterUniversitiesProps) {
  const headingId = useId();
  const subscription = useNewsletterSubscription(token);

  let body;
  if (subscription.isPending) body = <LoadingState compact label="Loading your choice..." />;
  else if (subscription.isError) {
    body = (
      <ErrorState
        compact
        message={getErrorMessage(subscription.error, NEWSLETTER_MESSAGES.loadFailed)}
        // A link the server refuses stays refused; anything else may work the next time.
        onRetry={isRefusal(subscription.error) ? undefined : () => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  } else {
    body = <ChoiceForm token={token} saved={subscription.data.universityIds} universityPicker={universityPicker} />;
  }

  return (
    <section aria-labelledby={headingId} className="text-left">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Building2 aria-hidden="true" className="size-5 shrink-0 text-brand-600" /> Which universities
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Every issue says which universities have opened on Quad. Choose whose featured posts it brings you.
      </p>
      <div className="mt-5">{body}</div>
    </section>
  );
}
