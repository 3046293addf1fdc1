import { Building2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { UNIVERSITIES_PAGE_SIZE } from '@/config/constants';
import { universityDetailsPath } from '@/config/paths';

import { useUniversities } from '../api/get-universities';
import { useUniversityListParams } from '../hooks/use-university-list-params';
import { loadUniversitiesErrorMessage } from '../utils/messages';

import { RequestUniversityButton } from './request-university-button';
import { UNIVERSITY_GRID, UniversityCardSkeleton, UniversityGrid } from './university-card';

/** Two rows at the widest: the first screen of cards, which keeps the footer below the fold. */
const SKELETON_CARD_COUNT = 6;

/** The first page while it loads: placeholder cards in the grid the list fills, so nothing below moves when it arrives. */
function LoadingGrid() {
  return (
    <div role="status">
      <p className="sr-only">Loading universities...</p>
      <ul aria-hidden="true" className={UNIVERSITY_GRID}>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <li key={index}>
            <UniversityCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /universities (spec 2.5): a search box and a grid of cards leading to /universities/{id}. */
export function PublicUniversities() {
  const { params, update } = useUniversityListParams();
  const [resetKey, setResetKey] = useState(0);
  const list = useUniversities({
    search: params.search,
    page: params.page,
    includeInstagram: true,
    pageSize: UNIVERSITIES_PAGE_SIZE,
  });

  function clearSearch() {
    setResetKey((key) => key + 1);
    update({ search: '' });
  }

  let body;
  if (list.isPending) {
    body = <LoadingGrid />;
  } else if (list.isError) {
    body = <ErrorState message={loadUniversitiesErrorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.universities.length === 0) {
    body = (
      <EmptyState
        title="No universities found"
        icon={params.search ? undefined : <Building2 aria-hidden="true" className="size-7" />}
        action={
          <div className="flex flex-col items-center gap-3 sm:flex-row">
            {params.search && (
              <Button variant="secondary" onClick={clearSearch}>
                Clear search
              </Button>
            )}
            <RequestUniversityButton variant="primary" />
          </div>
        }
      >
        {params.search
          ? `Nothing matches “${params.search}”. Try another name or city, or ask us to add your university.`
          : 'Universities will appear here as they join Quad. Not listed yet? Ask us to add yours.'}
      </EmptyState>
    );
  } else {
    body = (
      <UniversityGrid
        universities={list.data.universities}
        linkOf={(university) => ({ to: universityDetailsPath(university.id), actionLabel: 'View details' })}
      />
    );
  }

  return (
    <>
      <div className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div aria-hidden="true" className="absolute -top-24 right-0 -z-10 size-96 rounded-full bg-brand-200/40 blur-3xl" />
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Browse</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Universities</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
            Find your university to see its featured student content and the students looking for a roommate there.
          </p>
          <SearchBox
            value={params.search}
            onSearch={(search) => update({ search })}
            resetKey={resetKey}
            label="Search universities by name or location"
            placeholder="Search universities..."
            className="mt-8 max-w-xl"
          />
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h2 className="sr-only">{params.search ? `Results for “${params.search}”` : 'All universities'}</h2>
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
      </div>
    </>
  );
}
