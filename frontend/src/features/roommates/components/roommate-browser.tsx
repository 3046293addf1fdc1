import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { useCatalogues } from '@/lib/catalogues';

import { ROOMMATES_PAGE_SIZE, useRoommates } from '../api/get-roommates';
import { useRoommateParams } from '../hooks/use-roommate-params';
import type { RoommateCard as RoommateCardData } from '../types';
import { hasFilters } from '../utils/filters';
import { errorMessage, errorStatus, ROOMMATE_MESSAGES } from '../utils/messages';

import { RoommateCard } from './roommate-card';
import { RoommateFilters } from './roommate-filters';
import { RoommatePager } from './roommate-pager';

interface RoommateBrowserProps {
  /** Shown instead of the list when the server answers 403 (the viewer has no approved profile). */
  renderForbidden: (message: string) => ReactNode;
  /** A control for each card's corner (the save button, composed by the app). */
  renderCardAction?: (roommate: RoommateCardData) => ReactNode;
}

function countText(total: number): string {
  return total === 1 ? '1 student' : `${total} students`;
}

/**
 * /roommates: the filters, the students best match first, and the pages; the filters and the page
 * live in the address.
 */
export function RoommateBrowser({ renderForbidden, renderCardAction }: RoommateBrowserProps) {
  const { filters, page, setFilters, clearFilters, setPage } = useRoommateParams();
  const catalogues = useCatalogues();
  const list = useRoommates({ ...filters, page, pageSize: ROOMMATES_PAGE_SIZE });

  if (list.isError && errorStatus(list.error) === 403) {
    return renderForbidden(errorMessage(list.error, ROOMMATE_MESSAGES.notApproved));
  }

  const clearButton = (
    <Button variant="secondary" onClick={clearFilters}>
      Clear filters
    </Button>
  );

  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingState label="Loading students..." />;
  } else if (list.isError) {
    // A filter the server does not know answers 400 with a message saying which.
    const badFilter = errorStatus(list.error) === 400;
    body = badFilter ? (
      <ErrorState framed message={errorMessage(list.error, ROOMMATE_MESSAGES.loadFailed)} action={clearButton} />
    ) : (
      <ErrorState framed message={ROOMMATE_MESSAGES.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    );
  } else if (list.data.roommates.length === 0) {
    const pastTheEnd = list.data.total > 0 && page > 1;
    body = pastTheEnd ? (
      <EmptyState
        framed
        titleAs="h2"
        title="There are no more students on this page"
        action={
          <Button variant="secondary" onClick={() => setPage(1)}>
            Back to the first page
          </Button>
        }
      />
    ) : (
      <EmptyState framed titleAs="h2" title={ROOMMATE_MESSAGES.noMatches} action={hasFilters(filters) ? clearButton : undefined}>
        {hasFilters(filters)
          ? 'Try fewer filters or a lower minimum match.'
          : 'No student at your university is looking for a roommate yet. Check back soon!'}
      </EmptyState>
    );
  } else {
    const { roommates, total, pageSize } = list.data;
    body = (
      <div className={`space-y-6 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData}>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{countText(total)}</span> {hasFilters(filters) ? (total === 1 ? 'matches these filters' : 'match these filters') : 'looking for a roommate'}, best match first
        </p>
        <ol aria-label="Students, best match first" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {roommates.map((roommate) => (
            <li key={roommate.id}>
              <RoommateCard roommate={roommate} action={renderCardAction?.(roommate)} />
            </li>
          ))}
        </ol>
        <RoommatePager page={page} pageSize={pageSize || ROOMMATES_PAGE_SIZE} total={total} onPageChange={setPage} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <RoommateFilters filters={filters} catalogues={catalogues.data} onChange={setFilters} onClear={clearFilters} />
      {body}
    </div>
  );
}
