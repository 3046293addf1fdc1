import { Bookmark } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { PrevNextPager } from '@/components/ui/prev-next-pager';
import { paths } from '@/config/paths';

import { useSavedPosts } from '../api/get-saved-posts';
import { SAVED_PAGE_SIZE } from '../api/get-saved-profiles';
import { useSavedPage } from '../hooks/use-saved-page';
import type { SavedPost } from '../types';
import { SAVED_POST_MESSAGES } from '../utils/messages';

interface SavedPostsProps {
  /** One saved post's card (the featured grid's, composed by the app). */
  renderCard: (post: SavedPost) => ReactNode;
}

function countText(total: number): string {
  return total === 1 ? '1 saved post' : `${total} saved posts`;
}

/**
 * /saved?tab=posts: the featured posts the viewer saved that are still featured, newest saved
 * first, as the university pages show them, and the pages (the page lives in the address). A post
 * removed here leaves the list once it is read again. Anyone signed in has one.
 */
export function SavedPosts({ renderCard }: SavedPostsProps) {
  const { page, setPage } = useSavedPage();
  const list = useSavedPosts({ page, pageSize: SAVED_PAGE_SIZE });

  if (list.isPending) return <LoadingState label="Loading your saved posts..." />;
  if (list.isError) {
    return <ErrorState framed message={SAVED_POST_MESSAGES.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }

  const { posts, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / (pageSize || SAVED_PAGE_SIZE)));
  if (posts.length === 0 && total > 0 && page > 1) {
    // Past the last page: an old link, or the last post of this page was just removed.
    return (
      <EmptyState
        framed
        titleAs="h2"
        title="There are no more saved posts on this page"
        action={
          <Button variant="secondary" onClick={() => setPage(Math.min(page - 1, pageCount))}>
            Go to page {Math.min(page - 1, pageCount)}
          </Button>
        }
      />
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        framed
        titleAs="h2"
        title={SAVED_POST_MESSAGES.empty}
        icon={<Bookmark aria-hidden="true" className="size-7" />}
        action={<ButtonLink to={paths.universities}>Browse universities</ButtonLink>}
      >
        Use Save on a featured post of a university&apos;s page to keep it here for later.
      </EmptyState>
    );
  }

  return (
    <div className={`space-y-6 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData}>
      <p className="text-sm text-slate-600" aria-live="polite">
        <span className="font-semibold text-slate-900">{countText(total)}</span>, newest saved first
      </p>
      <ol aria-label="Saved posts, newest saved first" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>{renderCard(post)}</li>
        ))}
      </ol>
      <PrevNextPager
        label="Pages of saved posts"
        page={page}
        pageSize={pageSize || SAVED_PAGE_SIZE}
        total={total}
        onPageChange={setPage}
      />
    </div>
  );
}
