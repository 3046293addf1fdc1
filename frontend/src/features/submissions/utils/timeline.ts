import type { Submission, SubmissionStatus } from '../types';

/** How a step reads: done well, done badly (rejected, failed), waiting, or for the student to act on. */
export type StepTone = 'done' | 'bad' | 'waiting' | 'action';

/** One step of a submission's life, with its time when it has one. */
export interface TimelineStep {
  key: string;
  label: string;
  tone: StepTone;
  /** When it happened (or, `estimated`, is expected to). */
  at?: string | null;
  estimated?: boolean;
  /** A line under it: the reviewer's reason, what waits on whom. */
  detail?: string;
}

/** The status as a badge says it. */
export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Waiting for review',
  changes_requested: 'Changes asked',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The student may change it and send it again. */
export function isRevisable(submission: Pick<Submission, 'status'>): boolean {
  return submission.status === 'pending' || submission.status === 'changes_requested';
}

function decisionSteps(submission: Submission): TimelineStep[] {
  const { status, decidedAt, featuredAt, reason } = submission;
  if (status === 'pending') return [{ key: 'review', label: 'Waiting for review', tone: 'waiting' }];
  if (status === 'rejected') return [{ key: 'rejected', label: 'Rejected', tone: 'bad', at: decidedAt, detail: reason ?? undefined }];
  if (status === 'changes_requested') {
    return [{ key: 'changes', label: 'Changes asked', tone: 'action', at: decidedAt, detail: reason ?? undefined }];
  }
  // Approved, or withdrawn after it was featured.
  if (status === 'approved' || featuredAt) return [{ key: 'approved', label: 'Approved', tone: 'done', at: decidedAt ?? featuredAt }];
  return [];
}

function instagramSteps({ instagram }: Submission): TimelineStep[] {
  if (!instagram) return [];
  const scheduled: TimelineStep = {
    key: 'scheduled',
    label: 'Scheduled on Instagram',
    tone: 'done',
    at: instagram.scheduledTime,
    estimated: instagram.status === 'queued',
  };
  if (instagram.status === 'posted') {
    return [scheduled, { key: 'published', label: 'Published', tone: 'done', at: instagram.postedTime ?? null }];
  }
  if (instagram.status === 'failed') {
    return [scheduled, { key: 'published', label: 'Could not be published yet', tone: 'bad', detail: "The university's managers can try again." }];
  }
  return [scheduled];
}

function withdrawalSteps({ status, withdrawnAt, takedown }: Submission): TimelineStep[] {
  if (status !== 'withdrawn') return [];
  const steps: TimelineStep[] = [{ key: 'withdrawn', label: 'Withdrawn', tone: 'done', at: withdrawnAt }];
  if (takedown) {
    steps.push({ key: 'takedown', label: 'Removal from Instagram requested', tone: 'done', at: takedown.openedAt });
    steps.push(
      takedown.doneAt
        ? { key: 'removed', label: 'Removed from Instagram', tone: 'done', at: takedown.doneAt }
        : { key: 'removed', label: 'Removal from Instagram', tone: 'waiting', detail: "Waiting for the university's managers" },
    );
  }
  return steps;
}

/**
 * Where a submission has been, in order: submitted, the review's answer, its Instagram post
 * (scheduled, then published or not), and its withdrawal with the removal it asked for.
 */
export function timelineOf(submission: Submission): TimelineStep[] {
  return [
    { key: 'submitted', label: 'Submitted', tone: 'done', at: submission.submittedAt },
    ...decisionSteps(submission),
    ...instagramSteps(submission),
    ...withdrawalSteps(submission),
  ];
}
