import { Camera } from 'lucide-react';

import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { usePageParam } from '@/hooks/use-page-param';

import { SUBMISSIONS_PAGE_SIZE, useMySubmissions } from '../api/get-my-submissions';
import { SUBMISSION_MESSAGES } from '../utils/messages';

import { SubmissionCard } from './submission-card';

/** /submissions: the student's submissions, newest first, each on its timeline; the page lives in the address. */
export function MySubmissions() {
  const { page, setPage } = usePageParam();
  const list = useMySubmissions({ page, pageSize: SUBMISSIONS_PAGE_SIZE });

  if (list.isPending) return <LoadingState label="Loading your submissions..." />;
  if (list.isError) {
    return <ErrorState framed message={SUBMISSION_MESSAGES.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }

  const { submissions, total, pageSize } = list.data;
  const size = pageSize || SUBMISSIONS_PAGE_SIZE;
  if (submissions.length === 0 && total > 0) {
    const last = Math.max(1, Math.ceil(total / size));
    return (
      <EmptyState
        framed
        titleAs="h2"
        title="There are no submissions on this page"
        action={
          <Button variant="secondary" onClick={() => setPage(last)}>
            Go to page {last}
          </Button>
        }
      />
    );
  }
  if (submissions.length === 0) {
    return (
      <EmptyState
        framed
        titleAs="h2"
        title={SUBMISSION_MESSAGES.empty}
        icon={<Camera aria-hidden="true" className="size-7" />}
        action={<ButtonLink to={paths.submit}>Submit your first photos</ButtonLink>}
      >
        Send photos of campus life to be featured on your university&apos;s page, and on its Instagram if you like.
      </EmptyState>
    );
  }

  return (
    <div className={`space-y-6 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData}>
      <ol aria-label="Your submissions, newest first" className="space-y-5">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <SubmissionCard submission={submission} />
          </li>
        ))}
      </ol>
      <Pagination label="Pages of your submissions" noun="submissions" page={page} pageSize={size} total={total} onPageChange={setPage} />
    </div>
  );
}
