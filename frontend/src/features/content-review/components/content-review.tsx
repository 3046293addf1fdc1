import { useEffect } from 'react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { PagedList } from '@/components/ui/paged-list';
import { getErrorMessage } from '@/lib/api/errors';
import { canAccessAdmin, canAccessManager, useSession } from '@/lib/auth';

import { useReviewSubmissions } from '../api/get-review-submissions';
import { useTakedowns } from '../api/get-takedowns';
import { useReviewParams } from '../hooks/use-review-params';
import { REVIEW_TABS, type ReviewCounts, type ReviewTab, type Submission } from '../types';
import { REVIEW_MESSAGES } from '../utils/messages';

import { FlaggedWordsPanel } from './flagged-words-panel';
import { InstagramSection } from './instagram-section';
import { PendingActions } from './pending-actions';
import { SubmissionCard } from './submission-card';
import { TakedownCard } from './takedown-card';

const TAB_LABELS: Record<ReviewTab, string> = {
  pending: 'Pending',
  changes_requested: 'Changes asked',
  approved: 'Approved',
  rejected: 'Rejected',
  takedowns: 'Takedowns',
};

const COUNT_OF: Record<ReviewTab, keyof ReviewCounts> = {
  pending: 'pending',
  changes_requested: 'changesRequested',
  approved: 'approved',
  rejected: 'rejected',
  takedowns: 'openTakedowns',
};

const EMPTY_TEXTS: Record<ReviewTab, string> = {
  pending: 'No submissions waiting for review.',
  changes_requested: 'No submissions waiting for their students’ changes.',
  approved: 'No approved submissions yet.',
  rejected: 'No rejected submissions.',
  takedowns: 'No open takedowns: nothing to delete from Instagram.',
};

const GRID = 'grid gap-5 lg:grid-cols-2';

function TakedownsPanel() {
  const takedowns = useTakedowns();
  if (takedowns.isPending) return <LoadingState label="Loading takedowns..." />;
  if (takedowns.isError)
    return (
      <ErrorState
        message={getErrorMessage(takedowns.error, REVIEW_MESSAGES.takedownsFailed)}
        onRetry={() => void takedowns.refetch()}
        retrying={takedowns.isFetching}
      />
    );
  if (takedowns.data.length === 0) return <EmptyState title={EMPTY_TEXTS.takedowns} />;
  return (
    <div className={GRID}>
      {takedowns.data.map((task) => (
        <TakedownCard key={task.id} task={task} />
      ))}
    </div>
  );
}

/**
 * /moderation/content and /manager/content (issue 25): the students' submissions at the reviewer's
 * universities, by state (tab and page in the address), the decisions on pending ones, queueing
 * approved ones to Instagram and the takedowns (managers and admins), and, for admins, the flagged words.
 */
export function ContentReview() {
  const user = useSession((state) => state.user);
  // Takedowns are done in the Instagram account, which managers and admins run.
  const tabs = canAccessManager(user) ? REVIEW_TABS : REVIEW_TABS.filter((known) => known !== 'takedowns');
  const { tab, page, selectTab, goToPage } = useReviewParams(tabs);
  const onTakedowns = tab === 'takedowns';
  // The takedowns are not paged; the counts of every tab come with a list, so that tab reads the first pending page for them.
  const list = useReviewSubmissions({ status: onTakedowns ? 'pending' : tab, page: onTakedowns ? 1 : page });
  const counts = list.data?.counts;
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // After the last submission of the last page was decided (or from an old link): the new last page.
  const beyondLastPage = !onTakedowns && list.data !== undefined && !list.isPlaceholderData && page > lastPage;

  useEffect(() => {
    if (beyondLastPage) goToPage(lastPage);
  }, [beyondLastPage, lastPage, goToPage]);

  const actionsFor = (submission: Submission) => {
    if (tab === 'pending') return <PendingActions submission={submission} />;
    if (tab === 'approved') return <InstagramSection submission={submission} canQueue={canAccessManager(user)} />;
    return null;
  };

  const panel = onTakedowns ? (
    <TakedownsPanel />
  ) : (
    <PagedList
      query={list}
      rowsOf={(data) => data.submissions}
      loadingLabel="Loading submissions..."
      errorMessage={(error) => getErrorMessage(error, REVIEW_MESSAGES.loadFailed)}
      empty={<EmptyState title={EMPTY_TEXTS[tab]} />}
      pager={{ noun: 'submissions', label: 'Submission pages', onPageChange: goToPage }}
    >
      {(submissions) => (
        <div className={GRID}>
          {submissions.map((submission) => (
            <SubmissionCard key={`${submission.id}:${submission.version}`} submission={submission}>
              {actionsFor(submission)}
            </SubmissionCard>
          ))}
        </div>
      )}
    </PagedList>
  );

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Content Queue</h1>
        <p className="mt-1 text-slate-600">
          Photos students sent to be featured on their university&apos;s page. Flags ask for a closer look; they never decide by
          themselves.
        </p>
        <div role="tablist" aria-label="Submission status" className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map((status) => (
            <button
              key={status}
              type="button"
              role="tab"
              id={`content-tab-${status}`}
              aria-selected={tab === status}
              aria-controls="content-panel"
              onClick={() => selectTab(status)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 ${
                tab === status ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {TAB_LABELS[status]}
              {counts && ` (${counts[COUNT_OF[status]]})`}
            </button>
          ))}
        </div>
        <div id="content-panel" role="tabpanel" aria-labelledby={`content-tab-${tab}`} className="mt-6">
          {panel}
        </div>
      </div>
      {canAccessAdmin(user) && <FlaggedWordsPanel />}
    </div>
  );
}
