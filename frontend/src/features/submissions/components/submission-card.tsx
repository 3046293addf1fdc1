import { Heart, PenLine, Undo2 } from 'lucide-react';
import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { formatDateTime } from '@/utils/date-time';

import type { Submission, SubmissionStatus } from '../types';
import { revisePath } from '../utils/form';
import { STATUS_LABELS } from '../utils/timeline';

import { SubmissionTimeline } from './submission-timeline';
import { WithdrawDialog } from './withdraw-dialog';

const BADGES: Record<SubmissionStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-200',
  changes_requested: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-200',
  withdrawn: 'bg-slate-100 text-slate-600 ring-slate-200',
};

function likesText(likes: number): string {
  return likes === 1 ? '1 like' : `${likes} likes`;
}

/** One of the student's submissions: its photos, words, credit, where it stands, and what they can do. */
export function SubmissionCard({ submission }: { submission: Submission }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const title = `${submission.university.name}, submitted ${formatDateTime(submission.submittedAt)}`;
  return (
    <article aria-label={title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-bold break-words text-slate-900">{submission.university.name}</h2>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${BADGES[submission.status]}`}>
          <span className="sr-only">Status: </span>
          {STATUS_LABELS[submission.status]}
        </span>
      </div>

      {submission.photos.length === 0 ? (
        // A withdrawal takes the photos off Quad; their files are deleted.
        <p className="mt-4 text-sm text-slate-500">Photos removed when you withdrew it.</p>
      ) : (
      <ul aria-label="Photos" className="mt-4 flex gap-2 overflow-x-auto pb-1">
        {submission.photos.map((photo, index) => (
          <li key={photo.url} className="shrink-0">
            <img
              src={photo.thumbnailUrl}
              alt={`Photo ${index + 1} of ${submission.photos.length}`}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              className="size-20 rounded-lg object-cover ring-1 ring-slate-200 sm:size-24"
            />
          </li>
        ))}
      </ul>
      )}

      <div className="mt-4 space-y-2 text-sm leading-6 text-slate-700">
        <p className="break-words whitespace-pre-line">{submission.caption}</p>
        {submission.submittedCaption && (
          <p className="rounded-lg bg-slate-50 p-3 break-words whitespace-pre-line text-slate-600">
            <span className="font-semibold text-slate-800">Reviewer edited your caption; you wrote:</span>{' '}
            {submission.submittedCaption}
          </p>
        )}
        <p className="text-slate-600">
          Credited as <span className="font-semibold text-slate-800">{submission.credit.text}</span>
          {submission.consentInstagram ? ', with consent to post on Instagram' : ', on Quad only'}
        </p>
        {submission.status === 'approved' && (
          <p className="flex items-center gap-1.5 text-slate-600">
            <Heart aria-hidden="true" className="size-4 text-rose-500" />
            {likesText(submission.likes)}
          </p>
        )}
      </div>

      <div className="mt-5 border-t border-slate-100 pt-4">
        <SubmissionTimeline submission={submission} />
      </div>

      {submission.status !== 'withdrawn' && (
        <div className="mt-5 flex flex-wrap gap-3">
          {submission.status === 'pending' && (
            <ButtonLink to={revisePath(submission.id)} variant="secondary" size="sm">
              <PenLine aria-hidden="true" className="size-4" />
              Edit
            </ButtonLink>
          )}
          <Button variant="ghost" size="sm" onClick={() => setWithdrawing(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            Withdraw
          </Button>
        </div>
      )}
      {withdrawing && <WithdrawDialog submission={submission} onClose={() => setWithdrawing(false)} />}
    </article>
  );
}
