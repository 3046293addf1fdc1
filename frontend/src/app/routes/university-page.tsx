import { useParams } from 'react-router';

import { ErrorState } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { FeaturedSection } from '@/features/featured/components/featured-section';
import { useUniversityBySlug } from '@/features/universities/api/get-university-by-slug';
import { UniversityPage } from '@/features/universities/components/university-page';
import type { University } from '@/features/universities/types';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api/errors';

import { FeaturedCards } from '../compose/featured-cards';

import NotFoundRoute from './not-found';

/** What a university's page address can look like (letters, digits and hyphens); anything else is a 404 at once. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

function LoadedUniversityPage({ university }: { university: University }) {
  useDocumentTitle(university.name);
  return (
    <UniversityPage
      university={university}
      featured={
        <FeaturedCards university={university}>
          <FeaturedSection universityId={university.id} />
        </FeaturedCards>
      }
    />
  );
}

function UniversityPageContent({ slug }: { slug: string }) {
  const university = useUniversityBySlug(slug);

  if (university.isPending) return <Spinner label="Loading…" />;
  if (university.isError) {
    // Any single-segment path that is not one of the app's pages ends here: no such university is a 404.
    if (university.error instanceof ApiError && university.error.status === 404) return <NotFoundRoute />;
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">University</h1>
        <ErrorState message="Failed to load this page. Please try again later." onRetry={() => void university.refetch()} retrying={university.isFetching} />
      </div>
    );
  }
  return <LoadedUniversityPage university={university.data} />;
}

/** `/{slug}`: a university's own page (spec 2.3); unknown addresses show the 404 page. */
export default function UniversityPageRoute() {
  const { slug = '' } = useParams();
  if (!SLUG_SHAPE.test(slug) || slug.length > 80) return <NotFoundRoute />;
  // Keyed by slug, so moving between two universities' pages starts afresh.
  return <UniversityPageContent key={slug.toLowerCase()} slug={slug} />;
}
