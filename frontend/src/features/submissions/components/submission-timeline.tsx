import { Check, CircleDot, CircleX, PenLine } from 'lucide-react';
import { Link } from 'react-router';

import { universityPagePath } from '@/config/paths';
import { formatDateTime } from '@/utils/date-time';

import type { Submission } from '../types';
import { revisePath } from '../utils/form';
import { timelineOf, type StepTone, type TimelineStep } from '../utils/timeline';

const TONES: Record<StepTone, { icon: typeof Check; className: string }> = {
  done: { icon: Check, className: 'bg-emerald-100 text-emerald-700' },
  bad: { icon: CircleX, className: 'bg-rose-100 text-rose-700' },
  waiting: { icon: CircleDot, className: 'bg-slate-100 text-slate-600' },
  action: { icon: PenLine, className: 'bg-amber-100 text-amber-800' },
};

const linkClasses = 'font-semibold text-brand-700 underline underline-offset-2 hover:no-underline';

/** The links a step carries: where it is featured, the Instagram post, the way to change it. */
function StepLinks({ step, submission }: { step: TimelineStep; submission: Submission }) {
  if (step.key === 'approved' && submission.status === 'approved') {
    const page = universityPagePath(submission.university.slug);
    return (
      <p>
        Featured on{' '}
        <Link to={page} className={linkClasses}>
          {page}
        </Link>
      </p>
    );
  }
  if (step.key === 'published' && submission.instagram?.status === 'posted' && submission.instagram.permalink) {
    return (
      <p>
        <a href={submission.instagram.permalink} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          View on Instagram<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    );
  }
  if (step.key === 'changes') {
    return (
      <p>
        <Link to={revisePath(submission.id)} className={linkClasses}>
          Change and send again
        </Link>
      </p>
    );
  }
  return null;
}

/** Where a submission has been, step by step, each with its time. */
export function SubmissionTimeline({ submission }: { submission: Submission }) {
  return (
    <ol aria-label="Timeline" className="space-y-3">
      {timelineOf(submission).map((step) => {
        const { icon: Icon, className } = TONES[step.tone];
        return (
          <li key={step.key} className="flex gap-3">
            <span className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${className}`}>
              <Icon aria-hidden="true" className="size-3.5" />
            </span>
            <div className="min-w-0 flex-1 text-sm leading-6 text-slate-700">
              <p>
                <span className="font-semibold text-slate-900">{step.label}</span>
                {step.at && (
                  <>
                    {' '}
                    <time dateTime={step.at} className="text-slate-600">
                      {step.estimated ? `estimated ${formatDateTime(step.at)}` : formatDateTime(step.at)}
                    </time>
                  </>
                )}
              </p>
              {step.detail && <p className="break-words whitespace-pre-line text-slate-600">{step.detail}</p>}
              <StepLinks step={step} submission={submission} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
