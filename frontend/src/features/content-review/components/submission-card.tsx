import { Check, Flag, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { formatDateTime } from '@/utils/date-time';

import type { Submission } from '../types';
import { flagLabel } from '../utils/flags';

import { SubmissionPhotos } from './submission-photos';

function Consent({ given, children }: { given: boolean; children: ReactNode }) {
  const Icon = given ? Check : X;
  return (
    <span className={`inline-flex items-center gap-1 ${given ? 'text-emerald-800' : 'text-slate-500'}`}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
      <span className="sr-only">{given ? ': agreed' : ': not agreed'}</span>
    </span>
  );
}

interface SubmissionCardProps {
  submission: Submission;
  /** What the reviewer can do with it (the tab's actions). */
  children?: ReactNode;
}

/**
 * One submission as a reviewer sees it: photos, author and university, caption, credit, consent,
 * when it came, its flags (which ask for a closer look and never block), and why it was sent back.
 */
export function SubmissionCard({ submission, children }: SubmissionCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <header className="min-w-0">
        <h3 id={headingId} className="text-base font-bold [overflow-wrap:anywhere] text-slate-900">
          {submission.authorName}
        </h3>
        <p className="text-sm text-slate-600">
          {submission.university.name} · Submitted{' '}
          <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
        </p>
      </header>
      {submission.flags.length > 0 && (
        <ul aria-label="Flags" className="flex flex-wrap gap-2">
          {submission.flags.map((flag) => (
            <li
              key={flag}
              className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset"
            >
              <Flag aria-hidden="true" className="size-3.5" />
              {flagLabel(flag)}
            </li>
          ))}
        </ul>
      )}
      <SubmissionPhotos photos={submission.photos} authorName={submission.authorName} />
      <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold text-slate-700">Caption</dt>
        <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{submission.caption}</dd>
        {submission.submittedCaption && (
          <>
            <dt className="font-semibold text-slate-700">Student&apos;s caption</dt>
            <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-600">{submission.submittedCaption}</dd>
          </>
        )}
        <dt className="font-semibold text-slate-700">Credit</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-800">{submission.credit.text}</dd>
        <dt className="font-semibold text-slate-700">Consent</dt>
        <dd className="flex flex-wrap gap-x-4 gap-y-1">
          <Consent given>Quad</Consent>
          <Consent given={submission.consentInstagram}>Instagram</Consent>
        </dd>
        {submission.reason && (
          <>
            <dt className="font-semibold text-slate-700">Reason</dt>
            <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{submission.reason}</dd>
          </>
        )}
        {submission.decidedAt && (
          <>
            <dt className="font-semibold text-slate-700">Decided</dt>
            <dd className="text-slate-800">
              <time dateTime={submission.decidedAt}>{formatDateTime(submission.decidedAt)}</time>
            </dd>
          </>
        )}
      </dl>
      {children}
    </article>
  );
}
