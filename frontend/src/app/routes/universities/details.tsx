import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { FeaturedSection } from '@/features/featured/components/featured-section';
import { useUniversity } from '@/features/universities/api/get-university';
import { UniversityDetails } from '@/features/universities/components/university-details';
import type { University } from '@/features/universities/types';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api/errors';

import { FeaturedCards } from '../../compose/featured-cards';

function UniversityNotFound() {
  useDocumentTitle('University not found');
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">University not found</h1>
      <p className="mt-4 text-lg text-slate-600">This university is not on Quad, or it has been removed.</p>
      <Link to={paths.universities} className={buttonClasses('primary', 'lg', 'mt-10')}>
        Browse universities
      </Link>
    </div>
  );
}

function LoadedUniversityDetails({ university }: { university: University }) {
  useDocumentTitle(university.name);
  return (
    <UniversityDetails
      university={university}
      featured={
        <FeaturedCards university={university}>
          <FeaturedSection universityId={university.id} />
        </FeaturedCards>
      }
    />
  );
}

/** /universities/{id}: one university's details. */
export default function UniversityDetailsRoute() {
  const { id = '' } = useParams();
  const university = useUniversity(id);

  if (university.isPending) return <Spinner label="Loading university…" />;
  if (university.isError) {
    if (university.error instanceof ApiError && university.error.status === 404) return <UniversityNotFound />;
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">University</h1>
        <ErrorState message="Failed to load this university. Please try again later." onRetry={() => void university.refetch()} retrying={university.isFetching} />
      </div>
    );
  }
  return <LoadedUniversityDetails university={university.data} />;
}
