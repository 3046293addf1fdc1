import { useId } from 'react';
import { Link } from 'react-router';

import { FieldError } from '@/components/form/form-field';
import { paths } from '@/config/paths';

import type { CreditKind } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

interface CreditFieldProps {
  value: CreditKind;
  onChange: (credit: CreditKind) => void;
  /** "@handle" from the roommate profile, or null when it has none (the choice is then off). */
  handle: string | null;
  /** "Ada L.". */
  name: string;
  error?: string;
  disabled?: boolean;
}

/** How the student is credited where the photos are shown: their profile's Instagram handle, or their name. */
export function CreditField({ value, onChange, handle, name, error, disabled = false }: CreditFieldProps) {
  const group = useId();
  const noHandleId = useId();
  const errorId = useId();
  const option = (kind: CreditKind, label: string, off: boolean, describedBy?: string) => (
    <label className={`flex items-start gap-3 text-sm leading-6 ${off ? 'text-slate-500' : 'text-slate-700'}`}>
      <input
        type="radio"
        name={group}
        value={kind}
        checked={value === kind}
        disabled={disabled || off}
        aria-describedby={describedBy}
        onChange={() => onChange(kind)}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      {label}
    </label>
  );
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">Credit</legend>
      <p className="mt-1 text-sm text-slate-600">How you are named where your photos are shown.</p>
      <div className="mt-3 space-y-2">
        {option('instagram', handle ? `My Instagram handle (${handle})` : 'My Instagram handle', handle === null, handle ? undefined : noHandleId)}
        {handle === null && (
          <p id={noHandleId} className="ml-7 text-sm text-slate-600">
            {SUBMISSION_MESSAGES.noHandle}:{' '}
            <Link to={paths.profileEdit} className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline">
              edit your roommate profile
            </Link>
            .
          </p>
        )}
        {option('name', `My name (${name})`, false)}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
