import { CircleCheck, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

import { useAttemptAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/utils/date-time';

import { useFinishTakedown } from '../api/finish-takedown';
import type { TakedownTask } from '../types';
import { REVIEW_MESSAGES } from '../utils/messages';

import { SubmissionPhotos } from './submission-photos';

/**
 * An open takedown: a post on Instagram whose creator withdrew it. The Graph API cannot delete a
 * post, so a manager deletes it in the Instagram app, then marks the task done here.
 */
export function TakedownCard({ task }: { task: TakedownTask }) {
  const headingId = useId();
  const finish = useFinishTakedown();
  const [confirming, setConfirming] = useState(false);
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();
  const { submission } = task;
  const permalink = task.permalink ?? submission?.instagram?.permalink;
  // The submission goes with its creator's account; the post on Instagram is still owed.
  const creator = submission?.authorName ?? 'a deleted account';

  // Awaited: the card leaves the list (read again) before the answer is handled.
  async function markDone() {
    try {
      await finish.mutateAsync(task.id);
      toast.success(REVIEW_MESSAGES.takedownDone);
      setConfirming(false);
    } catch (error) {
      showFailure({ message: getErrorMessage(error, REVIEW_MESSAGES.takedownFailed) });
    }
  }

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <header className="min-w-0">
        <h3 id={headingId} className="text-base font-bold [overflow-wrap:anywhere] text-slate-900">
          Takedown: {creator}
        </h3>
        <p className="text-sm text-slate-600">
          {task.university.name} · Opened <time dateTime={task.openedAt}>{formatDateTime(task.openedAt)}</time>
        </p>
      </header>
      {submission && submission.photos.length > 0 && <SubmissionPhotos photos={submission.photos} authorName={creator} />}
      <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{task.caption}</p>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        {permalink && (
          <a
            href={permalink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Open on Instagram
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <Button
          size="sm"
          onClick={() => {
            clearFailure();
            setConfirming(true);
          }}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          Mark as taken down
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Mark as taken down?"
          description="Delete the post in the Instagram app first: Quad cannot delete posts from Instagram."
          icon={CircleCheck}
          actionLabel="Mark as taken down"
          busyLabel="Saving..."
          keepLabel="Not yet"
          busy={finish.isPending}
          failure={failure}
          onConfirm={() => void markDone()}
          onClose={() => setConfirming(false)}
        >
          {submission ? `Once marked, ${submission.authorName} sees the takedown as done.` : 'The task then leaves this list.'}
        </ConfirmDialog>
      )}
    </article>
  );
}
