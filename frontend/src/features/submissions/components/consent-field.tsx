import { useId } from 'react';

import { CheckboxField, FieldError } from '@/components/form/form-field';

import type { SubmitFormValues } from '../types';

type Consent = Pick<SubmitFormValues, 'consentQuad' | 'consentInstagram' | 'consentPeople'>;

interface ConsentFieldProps {
  value: Consent;
  onChange: (change: Partial<Consent>) => void;
  error?: string;
  disabled?: boolean;
}

/** Each agreement, in the order shown. */
const AGREEMENTS: { key: keyof Consent; label: string; hint: string }[] = [
  { key: 'consentQuad', label: "Feature it on my university's page on Quad", hint: 'Required.' },
  {
    key: 'consentInstagram',
    label: "Also post it on my university's Instagram account, with my credit",
    hint: "Optional. The university's managers choose what goes on Instagram.",
  },
  { key: 'consentPeople', label: 'Everyone identifiable in these photos agreed to be featured', hint: 'Required.' },
];

/** What the student agrees to, one checkbox each: Quad's page and the people pictured (required), Instagram (optional). */
export function ConsentField({ value, onChange, error, disabled = false }: ConsentFieldProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">Consent</legend>
      <div className="mt-3 space-y-3">
        {AGREEMENTS.map(({ key, label, hint }) => (
          <CheckboxField
            key={key}
            label={label}
            hint={hint}
            checked={value[key]}
            disabled={disabled}
            onChange={(event) => onChange({ [key]: event.target.checked })}
          />
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
