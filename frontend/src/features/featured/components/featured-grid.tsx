import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { submitPath } from '@/config/paths';
import { usePageParam } from '@/hooks/use-page-param';
import { getErrorMessage } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { useFeaturedPosts } from '../api/get-featured-posts';
import { FEATURED_MESSAGES } from '../utils/messages';

import { FeaturedCard } from './featured-card';

/** The page of a university's grid in the address, apart from any other list's `page`. */
export const FEATURED_PAGE_PARAM = 'featuredPage';

/** One university's featured posts, newest first, twelve a page (`?featuredPage=`). */
export function FeaturedGrid({ universityId }: { universityId: string }) {
  const { page, setPage } = usePageParam(FEATURED_PAGE_PARAM, { keepScroll: true });
  const featured = useFeaturedPosts({ universityId, page });
  const isStudent = useSession((state) => state.user?.role === 'user');
  const top = useRef<HTMLDivElement>(null);

  if (featured.isPending) return <LoadingState compact label="Loading featured posts..." />;
  if (featured.isError)
    return (
      <ErrorState
        compact
        message={getErrorMessage(featured.error, FEATURED_MESSAGES.loadFailed)}
        onRetry={() => void featured.refetch()}
        retrying={featured.isFetching}
      />
    );
  if (featured.data.posts.length === 0)
    return (
      <EmptyState
        compact
        framed
        title={FEATURED_MESSAGES.empty}
        icon={<Camera aria-hidden="true" className="size-6" />}
        action={
          isStudent && (
            <Link to={submitPath(universityId)} className="text-sm font-semibold text-brand-700 hover:underline">
              Be the first: submit your photos
            </Link>
          )
        }
      />
    );

  return (
    <div ref={top} className="scroll-mt-24">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {featured.data.posts.map((post) => (
          <li key={post.id}>
            <FeaturedCard post={post} />
          </li>
        ))}
      </ul>
      <div className="mt-6 empty:hidden">
        <Pagination
          page={featured.data.page}
          pageSize={featured.data.pageSize}
          total={featured.data.total}
          noun="posts"
          label="Featured pages"
          onPageChange={(next) => {
            setPage(next);
            top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        />
      </div>
    </div>
  );
}
