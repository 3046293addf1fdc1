import { MapPin, Plus, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { InstagramIcon } from '@/components/ui/social-icons';
import { UNIVERSITIES_PAGE_SIZE } from '@/config/constants';
import { managerInstagramPath } from '@/config/paths';

import { useUniversities } from '../api/get-universities';
import { useListParams } from '../hooks/use-list-params';
import type { University } from '../types';
import { instagramAccountCount } from '../utils/display';
import { UNIVERSITY_MESSAGES } from '../utils/messages';

import { EmptyState, ErrorState, LoadingState } from './list-states';
import { SearchBox } from './search-box';
import { UniversityFormDialog } from './university-form-dialog';
import { UniversityLogo } from './university-logo';

function ManagerUniversityCard({ university }: { university: University }) {
  const accounts = instagramAccountCount(university);
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <UniversityLogo university={university} className="size-14 rounded-2xl" initialsClassName="text-lg" />
        <div className="min-w-0">
          <h2 className="text-base leading-6 font-bold [overflow-wrap:anywhere] text-slate-900">{university.name}</h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{university.location || 'Location not set'}</span>
          </p>
        </div>
      </div>
      <p className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
        <InstagramIcon className="size-4" />
        {accounts} Instagram {accounts === 1 ? 'account' : 'accounts'}
      </p>
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

/** /manager/universities (spec 2.7): a card grid with each university's Instagram accounts, and Add University. */
export function ManagerUniversities() {
  const { params, update } = useListParams();
  const [adding, setAdding] = useState(false);
  const list = useUniversities({
    search: params.search,
    page: params.page,
    includeInstagram: true,
    pageSize: UNIVERSITIES_PAGE_SIZE,
  });

  let body;
  if (list.isPending) {
    body = <LoadingState label="Loading universities..." />;
  } else if (list.isError) {
    body = <ErrorState message={UNIVERSITY_MESSAGES.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.universities.length === 0) {
    body = <EmptyState title={params.search ? 'No universities match your search.' : 'No universities found.'} />;
  } else {
    body = (
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {list.data.universities.map((university) => (
          <li key={university.id}>
            <ManagerUniversityCard university={university} />
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
          <p className="mt-1 text-slate-600">The universities and their Instagram accounts.</p>
        </div>
        <Button onClick={() => setAdding(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" className="size-4" />
          Add University
        </Button>
      </div>
      <SearchBox value={params.search} onSearch={(search) => update({ search })} className="max-w-md" />
      <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {body}
      </div>
      {list.data && (
        <Pagination
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="universities"
          label="University pages"
          onPageChange={(page) => update({ page })}
        />
      )}
      {adding && <UniversityFormDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
