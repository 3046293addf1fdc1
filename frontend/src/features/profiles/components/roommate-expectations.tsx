import { useId } from 'react';

import { CollapsibleSection } from '@/components/ui/collapsible-section';
import type { PreferenceCatalogue } from '@/lib/catalogues';

import { IMPORTANCES, type Importance, type RoommateExpectations } from '../types';
import {
  countExpectations,
  expectationCatalogues,
  expectationOf,
  importanceLabel,
  isScale,
  rangeLabel,
  rangeOf,
  setAccepted,
  toggleAccepted,
  updateExpectation,
} from '../utils/expectations';

import { Chip } from './preference-picker';

interface RoommateExpectationsProps {
  catalogues: readonly PreferenceCatalogue[];
  expectations: RoommateExpectations;
  onChange: (expectations: RoommateExpectations) => void;
}

const selectClasses =
  'mt-1 block w-full rounded-lg border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-400';

/**
 * "Your ideal roommate" (issue 10), folded by default: per lifestyle category, the answers the student
 * accepts in a roommate (none: anything is fine), how much that matters, and whether it is a
 * dealbreaker. Used for matching.
 */
export function RoommateExpectationsSection({ catalogues, expectations, onChange }: RoommateExpectationsProps) {
  const categories = expectationCatalogues(catalogues);
  if (categories.length === 0) return null;
  const count = countExpectations(expectations);
  return (
    <CollapsibleSection
      title="Your ideal roommate"
      description="Optional. What you look for in a roommate; skip it if anything is fine."
      summary={count > 0 ? `${count} set` : undefined}
    >
      <p className="text-sm text-slate-600">
        Pick the answers you would accept in a roommate. A dealbreaker means we won&apos;t suggest students whose answer you
        don&apos;t accept.
      </p>
      <div className="mt-4 divide-y divide-slate-100">
        {categories.map((catalogue) => (
          <ExpectationPicker key={catalogue.key} catalogue={catalogue} expectations={expectations} onChange={onChange} />
        ))}
      </div>
    </CollapsibleSection>
  );
}

function ExpectationPicker({
  catalogue,
  expectations,
  onChange,
}: {
  catalogue: PreferenceCatalogue;
  expectations: RoommateExpectations;
  onChange: (expectations: RoommateExpectations) => void;
}) {
  const id = useId();
  const expectation = expectationOf(expectations, catalogue.key);
  const none = expectation.accepted.length === 0;
  const scale = isScale(catalogue);
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{catalogue.label}</legend>
        {scale ? (
          <RangePicker
            catalogue={catalogue}
            accepted={expectation.accepted}
            onChange={(accepted) => onChange(setAccepted(expectations, catalogue.key, accepted))}
          />
        ) : (
          <div role="group" aria-label={`${catalogue.label}: answers you accept`} className="mt-2 flex flex-wrap gap-2">
            {catalogue.options.map((option) => (
              <Chip
                key={option}
                label={option}
                on={expectation.accepted.includes(option)}
                onClick={() => onChange(toggleAccepted(expectations, catalogue.key, option))}
              />
            ))}
          </div>
        )}
        {none ? (
          // A scale's select says so itself.
          !scale && <p className="mt-2 text-xs text-slate-500">Any answer is fine.</p>
        ) : (
          <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
            <div className="min-w-40">
              <label htmlFor={`${id}-importance`} className="text-xs font-semibold text-slate-700">
                <span className="sr-only">{catalogue.label}:</span> How much it matters
              </label>
              <select
                id={`${id}-importance`}
                value={expectation.importance}
                onChange={(event) =>
                  onChange(updateExpectation(expectations, catalogue.key, { importance: event.target.value as Importance }))
                }
                className={selectClasses}
              >
                {IMPORTANCES.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={expectation.dealbreaker}
                onChange={(event) => onChange(updateExpectation(expectations, catalogue.key, { dealbreaker: event.target.checked }))}
                className="size-4.5 accent-brand-600"
              />
              <span>
                <span className="sr-only">{catalogue.label}:</span> Dealbreaker
              </span>
            </label>
          </div>
        )}
      </fieldset>
    </div>
  );
}

/**
 * A scale's expectation (cleanliness, guests): one of the ranges the server offers ("At least Neat"),
 * or anything.
 */
function RangePicker({
  catalogue,
  accepted,
  onChange,
}: {
  catalogue: PreferenceCatalogue;
  accepted: readonly string[];
  onChange: (accepted: readonly string[]) => void;
}) {
  const id = useId();
  const ranges = catalogue.ranges ?? [];
  const chosen = rangeOf(catalogue, accepted);
  return (
    <div className="mt-2 max-w-xs">
      <label htmlFor={`${id}-range`} className="text-xs font-semibold text-slate-700">
        <span className="sr-only">{catalogue.label}:</span> What you accept
      </label>
      <select
        id={`${id}-range`}
        value={chosen?.label ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const range = ranges.find((item) => item.label === event.target.value);
          onChange(range?.accepted ?? []);
        }}
        className={selectClasses}
      >
        <option value="">Any is fine</option>
        {ranges.map((range) => (
          <option key={range.label} value={range.label}>
            {rangeLabel(range)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        An answer one step outside counts half.
      </p>
    </div>
  );
}

/**
 * The expectations on the preview (step 4) and the moderators' full view: only the categories that
 * say what they accept.
 */
export function ExpectationsSummary({
  catalogues,
  expectations,
  title = 'Your ideal roommate',
}: {
  catalogues: readonly PreferenceCatalogue[];
  expectations: RoommateExpectations;
  title?: string;
}) {
  const titleId = useId();
  const set = expectationCatalogues(catalogues)
    .map((catalogue) => ({ catalogue, expectation: expectationOf(expectations, catalogue.key) }))
    .filter(({ expectation }) => expectation.accepted.length > 0);
  if (set.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 id={titleId} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      <p className="text-xs text-slate-500">Used to suggest matches.</p>
      <dl className="mt-3 space-y-2 text-sm">
        {set.map(({ catalogue, expectation }) => (
          <div key={catalogue.key}>
            <dt className="font-semibold text-slate-700">{catalogue.label}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-800">
              {acceptedInWords(catalogue, expectation.accepted)}
              <span className="text-slate-500">
                {` · Matters: ${importanceLabel(expectation.importance).toLowerCase()}`}
                {expectation.dealbreaker ? ' · Dealbreaker' : ''}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A scale's range by its name ("At least Neat"), other answers listed. */
function acceptedInWords(catalogue: PreferenceCatalogue, accepted: readonly string[]): string {
  const range = isScale(catalogue) ? rangeOf(catalogue, accepted) : undefined;
  return range ? rangeLabel(range) : accepted.join(', ');
}
