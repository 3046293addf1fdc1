import { Building2 } from 'lucide-react';
import { useState } from 'react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { universityPagePath } from '@/config/paths';

import { useUniversities } from '../api/get-universities';
import { loadUniversitiesErrorMessage } from '../utils/messages';

import { RequestUniversityButton } from './request-university-button';
import { UniversityGrid } from './university-card';

const LIST_PAGE_SIZE = 48;

/**
 * The "Choose Your University" list mode (spec 2.3): cards leading to each university's own page
 * (/{slug}) with a Join label (or, for one nobody can join yet, "Not open yet" and "Tell me when it
 * opens"), and a Request Your University button.
 */
export function ChooseUniversity() {
  const [page, setPage] = useState(1);
  const list = useUniversities({ page, pageSize: LIST_PAGE_SIZE, includeInstagram: true });

  let body;
  if (list.isPending) {
    body = <LoadingState label="Loading universities..." />;
  } else if (list.isError) {
    body = <ErrorState message={loadUniversitiesErrorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.universities.length === 0) {
    body = (
      <EmptyState
        title="No universities found. Please check back later."
        icon={<Building2 aria-hidden="true" className="size-7" />}
      />
    );
  } else {
    body = (
      <UniversityGrid
        universities={list.data.universities}
        linkOf={(university) => ({ to: universityPagePath(university.slug), actionLabel: university.open ? 'Join' : 'View page' })}
      />
    );
  }

  return (
    <section aria-labelledby="choose-university-heading" className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="choose-university-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Choose Your University
          </h2>
          <p className="mt-2 text-slate-600">Join your university&apos;s page to share content and meet future roommates.</p>
        </div>
        <RequestUniversityButton className="self-start sm:self-auto" />
      </div>
      <div aria-busy={list.isFetching}>{body}</div>
      {list.data && (
        <Pagination
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="universities"
          label="University pages"
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
