import { Check, Inbox, MapPin } from 'lucide-react';
import { useState } from 'react';

import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';

import { useManagerUniversities } from '../api/get-manager-universities';
import type { ManagerUniversity } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';
import { matchesUniversitySearch, plural } from '../utils/universities';

import { NoUniversityYet, useHasNoUniversity } from './no-university-yet';
import { UniversitySearch, UniversityThumb } from './university-list-parts';

/** Past this many universities the grid gets a filter box. */
const FILTER_FROM = 7;

function UniversityOption({
  university,
  selected,
  onSelect,
}: {
  university: ManagerUniversity;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`flex h-full w-full items-start gap-3 rounded-xl p-4 text-left ring-1 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200 hover:bg-slate-50 hover:ring-brand-300'
      }`}
    >
      <UniversityThumb university={university} size="md" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">{university.name}</span>
        {university.location && (
          <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{university.location}</span>
          </span>
        )}
        <span className="mt-1 block text-xs text-slate-600">
          {plural(university.instagramAccounts, 'account', 'accounts')} ·{' '}
          {plural(university.queuedPosts, 'queued post', 'queued posts')}
        </span>
      </span>
      {selected && <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />}
    </button>
  );
}

/** 'Select University' (spec 2.7): a grid of the universities; the chosen one is pressed. */
export function UniversityPicker({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const universities = useManagerUniversities();
  const [filter, setFilter] = useState('');
  const noUniversity = useHasNoUniversity(universities.data?.length);

  const state = listQueryState(universities, {
    compact: true,
    loadingLabel: 'Loading universities...',
    failedMessage: MANAGER_MESSAGES.universitiesFetchFailed,
  });
  if (state || !universities.data) return state;
  if (noUniversity) return <NoUniversityYet compact />;
  if (universities.data.length === 0) {
    return <EmptyState compact icon={<Inbox aria-hidden="true" className="size-6" />} title="No universities found" />;
  }

  const shown = universities.data.filter(
    (university) => university.id === selectedId || matchesUniversitySearch(university, filter),
  );

  return (
    <div className="space-y-4">
      {universities.data.length >= FILTER_FROM && (
        <UniversitySearch
          look="panel"
          label="Filter universities"
          placeholder="Filter universities..."
          value={filter}
          onChange={setFilter}
        />
      )}
      {shown.length === 0 ? (
        <EmptyState compact icon={<Inbox aria-hidden="true" className="size-6" />} title="No universities found" />
      ) : (
        <ul aria-label="Universities" className="grid max-h-[28rem] gap-3 overflow-y-auto p-1 sm:grid-cols-2">
          {shown.map((university) => (
            <li key={university.id}>
              <UniversityOption
                university={university}
                selected={university.id === selectedId}
                onSelect={() => onSelect(university.id)}
             />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
