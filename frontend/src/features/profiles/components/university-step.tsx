import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getErrorMessage } from '@/lib/api/errors';

import { UNIVERSITY_SEARCH_FAILED, useUniversitySearch } from '../api/search-universities';
import { PROFILE_MESSAGES } from '../utils/messages';

interface UniversityStepProps {
  selectedId: string;
  onSelect: (id: string, name: string) => void;
  onContinue: () => void;
  /** Offered when no university matches (the app passes "Request Your University"). */
  requestAction?: ReactNode;
}

/** Step 1: pick the university from a list the server searches as the person types. */
export function UniversityStep({ selectedId, onSelect, onContinue, requestAction }: UniversityStepProps) {
  const [search, setSearch] = useState('');
  // The server is asked once typing pauses; until it answers, the previous answer stays on screen.
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const choices = useUniversitySearch(term);
  const shown = choices.data ?? [];

  const proceed = () => {
    if (!selectedId) {
      toast.error(PROFILE_MESSAGES.selectUniversity);
      return;
    }
    onContinue();
  };

  return (
    <section aria-labelledby="university-step-title">
      <h2 id="university-step-title" className="text-xl font-bold text-slate-900">
        Choose your university
      </h2>
      <div className="relative mt-4">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          aria-label="Search universities"
          placeholder="Search universities..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="block w-full rounded-xl border-0 py-3 pr-4 pl-11 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
      </div>
      <div className="mt-4 max-h-96 overflow-y-auto rounded-xl ring-1 ring-slate-200" aria-busy={choices.isPlaceholderData}>
        {choices.isPending ? (
          <Spinner label="Loading universities..." />
        ) : choices.isError ? (
          <p role="alert" className="p-4 text-sm text-rose-700">
            {getErrorMessage(choices.error, UNIVERSITY_SEARCH_FAILED)}
          </p>
        ) : shown.length === 0 ? (
          <div className="space-y-3 p-4 text-sm text-slate-600">
            <p>No universities found</p>
            {requestAction && (
              <>
                <p>Is your university not on Quad yet? Ask us to add it.</p>
                {requestAction}
              </>
            )}
          </div>
        ) : (
          <ul aria-label="Universities" className="divide-y divide-slate-100">
            {shown.map((university) => {
              const selected = university.id === selectedId;
              return (
                <li key={university.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(university.id, university.name)}
                    className={`flex w-full items-center gap-3 px-4 py-3 text-left text-sm hover:bg-slate-50 ${
                      selected ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800'
                    }`}
                  >
                    <span className="flex-1">
                      {university.name}
                      {university.location && <span className="block text-xs font-normal text-slate-500">{university.location}</span>}
                    </span>
                    {selected && <span className="text-xs font-semibold text-brand-700">Selected</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={proceed}>Continue</Button>
      </div>
    </section>
  );
}
