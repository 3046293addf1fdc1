import { Bookmark } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { PrevNextPager } from '@/components/ui/prev-next-pager';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/errors';

import { SAVED_PAGE_SIZE, useSavedProfiles } from '../api/get-saved-profiles';
import { useSavedPage } from '../hooks/use-saved-page';
import type { SavedRoommate } from '../types';
import { SAVED_MESSAGES } from '../utils/messages';

interface SavedProfilesProps {
  /** One saved student's card (the roommate list's, composed by the app). */
  renderCard: (profile: SavedRoommate) => ReactNode;
  /** Shown instead of the list when the server answers 403 (the viewer has no approved profile), with its message. */
  renderForbidden: (message: string) => ReactNode;
}

function countText(total: number): string {
  return total === 1 ? '1 saved student' : `${total} saved students`;
}

/**
 * /saved: the students the viewer saved, newest first, as the roommate list shows them, and the
 * pages (the page lives in the address). A student removed here leaves the list at once.
 */
export function SavedProfiles({ renderCard, renderForbidden }: SavedProfilesProps) {
  const { page, setPage } = useSavedPage();
  const list = useSavedProfiles({ page, pageSize: SAVED_PAGE_SIZE });

  if (list.isError && list.error instanceof ApiError && list.error.status === 403) {
    return renderForbidden(list.error.message);
  }
  if (list.isPending) return <LoadingState label="Loading your saved students..." />;
  if (list.isError) {
    return <ErrorState framed message={SAVED_MESSAGES.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }

  const { profiles, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / (pageSize || SAVED_PAGE_SIZE)));
  if (profiles.length === 0 && total > 0 && page > 1) {
    // Past the last page: an old link, or the last student of this page was just removed.
    return (
      <EmptyState
        framed
        titleAs="h2"
        title="There are no more saved students on this page"
        action={
          <Button variant="secondary" onClick={() => setPage(Math.min(page - 1, pageCount))}>
            Go to page {Math.min(page - 1, pageCount)}
          </Button>
        }
      />
    );
  }
  if (profiles.length === 0) {
    return (
      <EmptyState
        framed
        titleAs="h2"
        title={SAVED_MESSAGES.empty}
        icon={<Bookmark aria-hidden="true" className="size-7" />}
        action={<ButtonLink to={paths.roommates}>Find roommates</ButtonLink>}
      >
        Use the bookmark on a student&apos;s card to keep them here for later.
      </EmptyState>
    );
  }

  return (
    <div className={`space-y-6 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData}>
      <p className="text-sm text-slate-600" aria-live="polite">
        <span className="font-semibold text-slate-900">{countText(total)}</span>, newest first
      </p>
      <ol aria-label="Saved students, newest first" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {profiles.map((profile) => (
          <li key={profile.id}>{renderCard(profile)}</li>
        ))}
      </ol>
      <PrevNextPager
        label="Pages of saved students"
        page={page}
        pageSize={pageSize || SAVED_PAGE_SIZE}
        total={total}
        onPageChange={setPage}
      />
    </div>
  );
}
