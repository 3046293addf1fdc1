import { MessageSquareWarning } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { MEMBERSHIP_LOAD_FAILED, useMembership } from '@/lib/membership';

import { useMySubmission } from '../api/get-my-submissions';
import { useSubmissionDraft } from '../api/get-submission-draft';
import type { Submission } from '../types';
import { handleCredit, nameCredit } from '../utils/form';
import { SUBMISSION_MESSAGES } from '../utils/messages';
import { isRevisable } from '../utils/timeline';

import { NotVerifiedNotice } from './not-verified-notice';
import { SubmitForm } from './submit-form';

interface SubmitScreenProps {
  /** The roommate profile's Instagram handle (null or blank: none). */
  instagramHandle: string | null | undefined;
}

function BackToSubmissions() {
  return (
    <ButtonLink to={paths.submissions} variant="secondary">
      Go to My submissions
    </ButtonLink>
  );
}

/** What the reviewer said, above the form that answers it. */
function RevisionNotice({ submission }: { submission: Submission }) {
  return (
    <div className="mb-8 rounded-2xl bg-amber-50 p-5 text-sm leading-6 text-amber-900 ring-1 ring-amber-200 ring-inset">
      <p className="flex items-center gap-2 font-semibold">
        <MessageSquareWarning aria-hidden="true" className="size-5 shrink-0" />
        {submission.status === 'changes_requested'
          ? 'The reviewer asked for changes'
          : 'This submission is waiting for review: your changes replace it'}
      </p>
      {submission.status === 'changes_requested' && submission.reason && (
        <p className="mt-2 break-words whitespace-pre-line">{submission.reason}</p>
      )}
    </div>
  );
}

/**
 * /submit: the form for the universities the student is a verified member of (opened on their
 * draft), or why they cannot submit; `?revise=<id>` changes one of their submissions instead.
 */
export function SubmitScreen({ instagramHandle }: SubmitScreenProps) {
  const [searchParams] = useSearchParams();
  const reviseId = searchParams.get('revise');
  const user = useSession((state) => state.user);
  const membership = useMembership();
  const draft = useSubmissionDraft({ enabled: reviseId === null });
  const revising = useMySubmission(reviseId);
  const handle = handleCredit(instagramHandle);
  const name = nameCredit(user?.firstName ?? '', user?.lastName ?? '');

  if (reviseId !== null) {
    if (revising.isPending) return <Spinner label="Loading your submission..." />;
    if (revising.isError) {
      return <ErrorState framed message={SUBMISSION_MESSAGES.loadFailed} onRetry={() => void revising.refetch()} retrying={revising.isFetching} />;
    }
    const submission = revising.data;
    if (!submission || !isRevisable(submission)) {
      return (
        <EmptyState framed titleAs="h2" title={submission ? SUBMISSION_MESSAGES.notRevisable : SUBMISSION_MESSAGES.notFound} action={<BackToSubmissions />} />
      );
    }
    return (
      <>
        <RevisionNotice submission={submission} />
        <SubmitForm key={submission.id} universities={[submission.university]} handle={handle} name={name} revising={submission} />
      </>
    );
  }

  if (membership.isPending || draft.isPending) return <Spinner label="Loading..." />;
  if (membership.isError) {
    return <ErrorState framed message={MEMBERSHIP_LOAD_FAILED} onRetry={() => void membership.refetch()} retrying={membership.isFetching} />;
  }
  if (draft.isError) {
    return <ErrorState framed message={SUBMISSION_MESSAGES.draftLoadFailed} onRetry={() => void draft.refetch()} retrying={draft.isFetching} />;
  }
  if (membership.data.universities.length === 0) return <NotVerifiedNotice />;
  return (
    <SubmitForm
      key={user?.id}
      universities={membership.data.universities}
      handle={handle}
      name={name}
      draft={draft.data}
      requestedUniversity={searchParams.get('university')}
    />
  );
}
