import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/list-states';
import { addUniversityEmailPath, paths } from '@/config/paths';

import { useRoommates } from '../api/get-roommates';
import type { RoommateCard as RoommateCardData } from '../types';
import { needsVerification } from '../utils/access';
import { errorMessage, errorStatus, ROOMMATE_MESSAGES } from '../utils/messages';

import { RoommateCard } from './roommate-card';

/** How many matches the home page shows. */
export const TOP_MATCH_COUNT = 3;

interface TopMatchesProps {
  /** A control for each card's corner (the save button, composed by the app). */
  renderCardAction?: (roommate: RoommateCardData) => ReactNode;
  /** Something at the foot of each card (the landing page's way to the student's connect actions). */
  renderCardFooter?: (roommate: RoommateCardData) => ReactNode;
  /**
   * Shown instead of the whole section when the server answers 403 (as /roommates does); without it
   * the section says the server's message.
   */
  renderForbidden?: (message: string) => ReactNode;
  /** A way on under "No student ... yet" (the landing page's). */
  emptyAction?: ReactNode;
}

/**
 * The viewer's best matches (GET /roommates?pageSize=3), each leading to the student's page, and
 * "See all matches" (left out while there are none).
 */
export function TopMatches({ renderCardAction, renderCardFooter, renderForbidden, emptyAction }: TopMatchesProps) {
  const list = useRoommates({ pageSize: TOP_MATCH_COUNT });

  if (renderForbidden && list.isError && errorStatus(list.error) === 403) {
    return renderForbidden(errorMessage(list.error, ROOMMATE_MESSAGES.notApproved));
  }
  const none = list.isSuccess && list.data.roommates.length === 0;

  let body;
  if (list.isPending) {
    body = <LoadingState label="Finding your best matches..." />;
  } else if (list.isError) {
    const forbidden = errorStatus(list.error) === 403;
    const message = forbidden ? errorMessage(list.error, ROOMMATE_MESSAGES.notApproved) : ROOMMATE_MESSAGES.loadFailed;
    // Approved, but no verified address at their university (issue 23): the server says what to do.
    const verify = forbidden && needsVerification(message);
    const tone = verify ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-rose-50 text-rose-900 ring-rose-200';
    body = (
      <div role="alert" className={`rounded-2xl p-5 text-sm ring-1 ${tone}`}>
        <p className="font-semibold">{message}</p>
        {verify && (
          <ButtonLink to={addUniversityEmailPath} size="sm" className="mt-3">
            {ROOMMATE_MESSAGES.addUniversityEmail}
          </ButtonLink>
        )}
        {!forbidden && (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Try again
          </Button>
        )}
      </div>
    );
  } else if (none) {
    body = (
      <div className="rounded-2xl bg-slate-50 p-6 text-sm text-slate-700 ring-1 ring-slate-200">
        <p>
          No student at your university is looking for a roommate yet. We will show your best matches here as soon as
          they join.
        </p>
        {emptyAction && <div className="mt-4">{emptyAction}</div>}
      </div>
    );
  } else {
    body = (
      <ol aria-label="Your best matches" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.roommates.slice(0, TOP_MATCH_COUNT).map((roommate) => (
          <li key={roommate.id}>
            <RoommateCard
              roommate={roommate}
              headingLevel="h3"
              action={renderCardAction?.(roommate)}
              footer={renderCardFooter?.(roommate)}
            />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="top-matches-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="top-matches-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Your top matches
          </h2>
          <p className="mt-1 text-sm text-slate-600">Students at your university looking for a roommate, best match first.</p>
        </div>
        {!none && (
          <ButtonLink to={paths.roommates} variant="secondary" size="sm">
            See all matches
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        )}
      </div>
      <div className="mt-5">{body}</div>
    </section>
  );
}
