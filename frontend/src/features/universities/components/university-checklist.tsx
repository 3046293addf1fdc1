import { useQueries } from '@tanstack/react-query';
import { MapPin, Search, X } from 'lucide-react';
import { useId, useState, type Ref } from 'react';

import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

import { useUniversities } from '../api/get-universities';
import { getUniversityQueryOptions } from '../api/get-university';
import { UNIVERSITY_MESSAGES } from '../utils/messages';

/** The most universities one search lists (the server's largest page). */
const CHOICES_PAGE_SIZE = 100;

/** A chosen university, by id and name. */
export interface ChosenUniversity {
  id: string;
  name: string;
}

interface UniversityChecklistProps {
  value: ChosenUniversity[];
  onChange: (value: ChosenUniversity[]) => void;
  /** The search box (a form focuses it when the choice is refused). */
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** The ids of the texts that describe the choice (its hint, its error). */
  describedBy?: string;
}

/**
 * Several universities chosen among all of them (issue 23: the ones a manager or moderator looks
 * after): the chosen ones as chips that can be removed, then a search on the server (name,
 * abbreviation or location) whose results are checkboxes. Every university can be found: one search
 * lists the first 100 by name and says when there are more.
 */
export function UniversityChecklist({ value, onChange, ref, invalid = false, describedBy }: UniversityChecklistProps) {
  const searchId = useId();
  const statusId = useId();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const list = useUniversities({ search, pageSize: CHOICES_PAGE_SIZE });
  const chosen = new Set(value.map((university) => university.id));

  function toggle(university: ChosenUniversity, checked: boolean) {
    onChange(
      checked
        ? [...value, { id: university.id, name: university.name }]
        : value.filter((candidate) => candidate.id !== university.id),
    );
  }

  let status: string | null = null;
  if (list.isPending) status = 'Loading universities...';
  else if (list.isError) status = UNIVERSITY_MESSAGES.loadFailed;
  else if (list.data.universities.length === 0) status = search ? 'No universities match your search.' : 'No universities yet.';
  else if (list.data.total > list.data.universities.length) {
    status = `Showing ${list.data.universities.length} of ${list.data.total.toLocaleString('en-US')}: search to find the others.`;
  }

  return (
    <div className="space-y-3">
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">None chosen yet.</p>
      ) : (
        <ul aria-label="Chosen universities" className="flex flex-wrap gap-2">
          {value.map((university) => (
            <li
              key={university.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{university.name}</span>
              <button
                type="button"
                onClick={() => toggle(university, false)}
                aria-label={`Remove ${university.name}`}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search universities to choose
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          ref={ref}
          id={searchId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Search universities..."
          autoComplete="off"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={[describedBy, status ? statusId : null].filter(Boolean).join(' ') || undefined}
          className={`block w-full rounded-xl border-0 bg-white py-2.5 pr-3 pl-9 text-base text-slate-900 ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:outline-none sm:text-sm/6 ${
            invalid ? 'ring-rose-400 focus:ring-rose-600' : 'ring-slate-300 focus:ring-brand-600'
          }`}
        />
      </div>
      {list.data && list.data.universities.length > 0 && (
        <ul
          aria-label="Universities"
          aria-busy={list.isFetching}
          className={`max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-xl ring-1 ring-slate-200 ring-inset ${
            list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''
          }`}
        >
          {list.data.universities.map((university) => (
            <li key={university.id}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={chosen.has(university.id)}
                  onChange={(event) => toggle(university, event.target.checked)}
                  className="mt-0.5 size-4.5 shrink-0 rounded border-slate-300 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{university.name}</span>
                  {university.location && (
                    <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
                      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">{university.location}</span>
                    </span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {status && (
        <p id={statusId} role="status" className={`text-sm ${list.isError ? 'text-rose-700' : 'text-slate-600'}`}>
          {status}
          {list.isError && (
            <>
              {' '}
              <button
                type="button"
                onClick={() => void list.refetch()}
                disabled={list.isFetching}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-60"
              >
                Try again
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}

interface UniversityIdChecklistProps extends Omit<UniversityChecklistProps, 'value' | 'onChange'> {
  /** The chosen universities' ids. */
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * The same checklist over ids, for a choice saved as ids (a newsletter subscriber's universities): a
 * university checked here is named from the list, one chosen before from GET /universities/{id}.
 */
export function UniversityIdChecklist({ value, onChange, ...props }: UniversityIdChecklistProps) {
  const [named, setNamed] = useState<ReadonlyMap<string, string>>(() => new Map());
  const unnamed = value.filter((id) => !named.has(id));
  const details = useQueries({ queries: unnamed.map((id) => getUniversityQueryOptions(id)) });
  const chosen = value.map((id) => {
    const detail = details[unnamed.indexOf(id)];
    const name = named.get(id) ?? detail?.data?.name ?? (detail?.isError ? 'A university no longer on Quad' : 'Loading…');
    return { id, name };
  });

  function change(next: ChosenUniversity[]) {
    // Only the newly checked ones: a chip still loading its name must not keep "Loading…" as one.
    const added = next.filter((university) => !value.includes(university.id));
    if (added.length > 0) {
      setNamed((previous) => new Map([...previous, ...added.map((university) => [university.id, university.name] as const)]));
    }
    onChange(next.map((university) => university.id));
  }

  return <UniversityChecklist {...props} value={chosen} onChange={change} />;
}
