import { Building2, Inbox, MapPin, Search, Settings2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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

function UniversityCard({ university }: { university: ManagerUniversity }) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-slate-100 text-slate-500">
          {university.logoThumbnailUrl ? (
            <img
              src={university.logoThumbnailUrl}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
              className="size-full object-contain"
           />
          ) : (
            <Building2 aria-hidden="true" className="size-6" />
          )}
        </span>
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
  const searchId = useId();
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
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search universities
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search universities..."
            autoComplete="off"
            className="block w-full rounded-full border-0 bg-white py-2.5 pr-4 pl-11 text-base text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none sm:text-sm/6"
         />
        </div>
      )}
      <div aria-busy={universities.isFetching}>{body}</div>
    </div>
  );
}
