import { Inbox, MapPin, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { NotOpenBadge } from '@/components/ui/not-open-badge';
import { InstagramIcon } from '@/components/ui/social-icons';
import { managerInstagramPath } from '@/config/paths';

import { useManagerUniversities } from '../api/get-manager-universities';
import type { ManagerUniversity } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';
import { matchesUniversitySearch, universityCounts } from '../utils/universities';

import { NoUniversityYet, useHasNoUniversity } from './no-university-yet';
import { UniversitySearch, UniversityThumb } from './university-list-parts';

function UniversityCard({ university }: { university: ManagerUniversity }) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <UniversityThumb university={university} size="lg" />
        <div className="min-w-0">
          <h2 className="text-base leading-6 font-bold [overflow-wrap:anywhere] text-slate-900">{university.name}</h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{university.location || 'Location not set'}</span>
          </p>
        </div>
      </div>
      <p className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
        <InstagramIcon className="size-4 shrink-0" />
        <span>{universityCounts(university)}</span>
      </p>
      {!university.open && (
        <div className="mt-3 space-y-1">
          <NotOpenBadge />
          <p className="text-sm text-slate-600">{MANAGER_MESSAGES.notOpen}</p>
        </div>
      )}
      <div className="mt-auto pt-5">
        <Link
          to={managerInstagramPath(university.id)}
          aria-label={`Manage ${university.name}`}
          className={buttonClasses('secondary', 'sm', 'w-full')}
        >
          <Settings2 aria-hidden="true" className="size-4" />
          Manage
        </Link>
      </div>
    </article>
  );
}

/**
 * /manager/universities (spec 2.7): a card grid of every university with its connected Instagram
 * accounts and queued posts (GET /manager/universities, unpaged), filtered here by name or location.
 * The filter lives in the address (`?search=`), so Back from Manage keeps it. `action` is the
 * header's button (Add University, composed in src/app).
 */
export function ManagerUniversities({ action }: { action?: ReactNode }) {
  const universities = useManagerUniversities();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const noUniversity = useHasNoUniversity(universities.data?.length);

  const setSearch = (value: string) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (value === '') params.delete('search');
        else params.set('search', value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  let body;
  if (universities.isPending) {
    body = <LoadingState compact label="Loading universities..." />;
  } else if (universities.isError) {
    body = (
      <ErrorState
        compact
        message={MANAGER_MESSAGES.universitiesFailed}
        onRetry={() => void universities.refetch()}
        retrying={universities.isFetching}
     />
    );
  } else if (noUniversity) {
    body = (
      <NoUniversityYet framed>
        {action && <p className="mt-1">A university you add is yours at once.</p>}
      </NoUniversityYet>
    );
  } else {
    const shown = universities.data.filter((university) => matchesUniversitySearch(university, search));
    body =
      shown.length === 0 ? (
        <EmptyState
          compact
          icon={<Inbox aria-hidden="true" className="size-6" />}
          title={search.trim() ? 'No universities match your search.' : 'No universities found.'}
        />
      ) : (
        <ul aria-label="Universities" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((university) => (
            <li key={university.id}>
              <UniversityCard university={university} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Universities</h1>
          <p className="mt-1 text-slate-600">The universities you look after, their connected Instagram accounts and queued posts.</p>
        </div>
        {action && <div className="self-start sm:self-auto">{action}</div>}
      </div>
      {!noUniversity && (
        <UniversitySearch
          look="page"
          label="Search universities"
          placeholder="Search universities..."
          value={search}
          onChange={setSearch}
        />
      )}
      <div aria-busy={universities.isFetching}>{body}</div>
    </div>
  );
}
