import { EyeOff, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { PhotoThumbnails } from '@/components/ui/photo-thumbnails';
import { formatDateTime } from '@/utils/date-time';

import type { Report } from '../types';
import { CATEGORY_LABELS, KIND_LABELS, KIND_NOUNS, STATUS_LABELS } from '../utils/messages';

const reportersText = (count: number) => `Reported by ${count} ${count === 1 ? 'student' : 'students'}`;

/**
 * Who this reporter is, for weighing the report: whether they had a stake in the item (a verified
 * member of its university, or its recipient) and how many of their earlier reports were dismissed.
 */
export function reporterText(report: Pick<Report, 'reporterMember' | 'reporterDismissedReports'>): string {
  const stake = report.reporterMember ? 'Reporter: verified member' : 'Reporter: not a member (does not count toward hiding)';
  const dismissed = report.reporterDismissedReports;
  if (dismissed === 0) return `${stake} · no earlier reports dismissed`;
  return `${stake} · ${dismissed} earlier ${dismissed === 1 ? 'report' : 'reports'} dismissed`;
}

/** The reported item's photos as small thumbnails, each opening full size in the page. */
function SnapshotPhotos({ report }: { report: Report }) {
  const { photos, authorName } = report.snapshot;
  const noun = KIND_NOUNS[report.kind];
  return (
    <PhotoThumbnails
      viewerTitle={`Photos of ${authorName}'s ${noun}`}
      photos={photos.map((url, index) => ({
        url,
        alt: `Photo ${index + 1} of ${photos.length} of ${authorName}'s ${noun}`,
      }))}
      imageClassName="size-20 object-cover"
    />
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{children}</dd>
    </>
  );
}

interface ReportCardProps {
  report: Report;
  /** What the moderator can do with it (an open report's actions). */
  children?: ReactNode;
}

/**
 * One reported item as moderators see it: what and why, how many students reported it, whether it is
 * hidden until reviewed, the item as it was when first reported, the reporter's words and, once
 * resolved, what was done, by whom, when, and the note.
 */
export function ReportCard({ report, children }: ReportCardProps) {
  const headingId = useId();
  const { snapshot } = report;
  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <header className="min-w-0 space-y-2">
        <h2 id={headingId} className="text-base font-bold [overflow-wrap:anywhere] text-slate-900">
          {KIND_LABELS[report.kind]}: {CATEGORY_LABELS[report.category]}
        </h2>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
          {report.university ? `${report.university.name} · ` : ''}Reported{' '}
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </p>
        <ul aria-label="About this report" className="flex flex-wrap gap-2">
          <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">
            <Users aria-hidden="true" className="size-3.5" />
            {reportersText(report.reporters)}
          </li>
          <li className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">
            {reporterText(report)}
          </li>
          {report.hidden && (
            <li className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
              <EyeOff aria-hidden="true" className="size-3.5" />
              Hidden until reviewed
            </li>
          )}
          {report.status !== 'open' && (
            <li className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200 ring-inset">
              {STATUS_LABELS[report.status]}
            </li>
          )}
        </ul>
      </header>
      <div className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
        <p className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">
          {snapshot.authorName}
          <span className="font-normal text-slate-600"> · the {KIND_NOUNS[report.kind]} as it was when first reported</span>
        </p>
        {snapshot.text && <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{snapshot.text}</p>}
        {snapshot.photos.length > 0 && <SnapshotPhotos report={report} />}
      </div>
      <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <Detail term="Reporter's details">
          {report.details.trim() ? report.details : <span className="text-slate-600">None given</span>}
        </Detail>
        {report.status !== 'open' && (
          <>
            <Detail term="Resolved">
              {report.resolvedBy ?? 'A moderator'}
              {report.resolvedAt && (
                <>
                  {', '}
                  <time dateTime={report.resolvedAt}>{formatDateTime(report.resolvedAt)}</time>
                </>
              )}
            </Detail>
            <Detail term="Note">{report.note?.trim() ? report.note : <span className="text-slate-600">None</span>}</Detail>
          </>
        )}
      </dl>
      {children}
    </article>
  );
}
