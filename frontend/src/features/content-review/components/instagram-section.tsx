import { ExternalLink, LoaderCircle, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

import { FailureAlert, useAttemptAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/utils/date-time';

import { useQueueSubmission } from '../api/queue-submission';
import type { Submission } from '../types';
import { REVIEW_MESSAGES } from '../utils/messages';

type SubmissionInstagram = NonNullable<Submission['instagram']>;

const STATUS_LABELS: Record<string, string> = { queued: 'Queued', posted: 'Posted', failed: 'Failed' };

/** Where a queued submission stands on Instagram: status, times, Instagram's own counts and the post's link. */
function InstagramStatus({ instagram }: { instagram: SubmissionInstagram }) {
  const hasCounts = instagram.likes != null || instagram.comments != null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold text-slate-700">Instagram</dt>
      <dd className="text-slate-800">{STATUS_LABELS[instagram.status] ?? instagram.status}</dd>
      <dt className="font-semibold text-slate-700">Scheduled</dt>
      <dd className="text-slate-800">
        <time dateTime={instagram.scheduledTime}>{formatDateTime(instagram.scheduledTime)}</time>
      </dd>
      {instagram.postedTime && (
        <>
          <dt className="font-semibold text-slate-700">Published</dt>
          <dd className="text-slate-800">
            <time dateTime={instagram.postedTime}>{formatDateTime(instagram.postedTime)}</time>
          </dd>
        </>
      )}
      {hasCounts && (
        <>
          <dt className="font-semibold text-slate-700">On Instagram</dt>
          <dd className="text-slate-800">
            {instagram.likes ?? 0} likes · {instagram.comments ?? 0} comments
          </dd>
        </>
      )}
      {instagram.permalink && (
        <>
          <dt className="sr-only">Link</dt>
          <dd className="col-span-2">
            <a
              href={instagram.permalink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Open on Instagram
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

/** "Queue to Instagram": the next free slot of the university's account, or a chosen time. */
function QueueForm({ submission }: { submission: Submission }) {
  const id = useId();
  const queue = useQueueSubmission();
  const [time, setTime] = useState('');
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();

  if (queue.data) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        Queued to Instagram: scheduled for{' '}
        <time dateTime={queue.data.scheduledTime}>{formatDateTime(queue.data.scheduledTime)}</time>
      </p>
    );
  }

  return (
    <form
      noValidate
      aria-label="Queue to Instagram"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = time.trim() === '' ? null : new Date(time);
        const scheduledTime = chosen && !Number.isNaN(chosen.getTime()) ? chosen.toISOString() : undefined;
        clearFailure();
        // Awaited: the form gives way to the Instagram status once the list is read again.
        queue.mutateAsync({ id: submission.id, scheduledTime }).then(
          (queued) => toast.success(REVIEW_MESSAGES.queued(formatDateTime(queued.scheduledTime))),
          (error: unknown) =>
            showFailure({ message: getErrorMessage(error, REVIEW_MESSAGES.queueFailed) }),
        );
      }}
      className="space-y-3"
    >
      <FailureAlert failure={failure} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
            Publish at <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id={id}
            type="datetime-local"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-describedby={`${id}-hint`}
            className="mt-1.5 block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
        </div>
        <Button type="submit" size="sm" disabled={queue.isPending} className="min-h-10">
          {queue.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
          Queue to Instagram
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Leave the time empty for the account&apos;s next free slot.
      </p>
    </form>
  );
}

/**
 * An approved submission and Instagram: its status once queued; for managers and admins, "Queue to
 * Instagram" when the student agreed to it; otherwise why it is not going there.
 */
export function InstagramSection({ submission, canQueue }: { submission: Submission; canQueue: boolean }) {
  let content;
  if (submission.instagram) content = <InstagramStatus instagram={submission.instagram} />;
  else if (!submission.consentInstagram) content = <p className="text-sm text-slate-600">The student did not agree to Instagram.</p>;
  else if (canQueue) content = <QueueForm submission={submission} />;
  else content = <p className="text-sm text-slate-600">Not queued to Instagram yet: a manager can queue it.</p>;
  return <div className="border-t border-slate-100 pt-4">{content}</div>;
}
