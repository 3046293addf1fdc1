import { Building2, CalendarClock, History, Images, MailX, RefreshCw, Send, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/utils/date-time';

import { useNewsletterPreview } from '../api/get-newsletter-preview';
import type { NewsletterPreview } from '../types';
import { NEWSLETTER_MESSAGES } from '../utils/messages';

const number = new Intl.NumberFormat('en-US');

const card = 'min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

interface Count {
  label: string;
  value: keyof Pick<NewsletterPreview, 'featuredPosts' | 'openedUniversities' | 'subscribers' | 'recipients'>;
  hint: string;
  icon: LucideIcon;
  tone: string;
}

const counts: readonly Count[] = [
  { label: 'Featured posts', value: 'featuredPosts', hint: 'Featured since then', icon: Images, tone: 'bg-brand-50 text-brand-600' },
  {
    label: 'Universities opened',
    value: 'openedUniversities',
    hint: 'Opened since then',
    icon: Building2,
    tone: 'bg-violet-50 text-violet-600',
  },
  { label: 'Subscribers', value: 'subscribers', hint: 'Confirmed addresses', icon: Users, tone: 'bg-sky-50 text-sky-600' },
  {
    label: 'Recipients',
    value: 'recipients',
    hint: 'Subscribers it has news for',
    icon: Send,
    tone: 'bg-emerald-50 text-emerald-600',
  },
];

/** `fetchedAt`: when the preview was read (ms), against which it is due or not. */
function When({ preview, fetchedAt }: { preview: NewsletterPreview; fetchedAt: number }) {
  // An issue due and not sent yet leaves within the minute.
  const due = new Date(preview.dueAt).getTime() <= fetchedAt;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className={card}>
        <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" /> Next issue
        </dt>
        <dd className="mt-1 text-lg font-bold text-slate-900">
          <time dateTime={preview.dueAt}>{formatDateTime(preview.dueAt)}</time>
          {due && <span className="block text-sm font-medium text-amber-800">Due now: it goes out within the minute.</span>}
        </dd>
      </div>
      <div className={card}>
        <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <History aria-hidden="true" className="size-4 shrink-0 text-brand-600" /> Covers what happened since
        </dt>
        <dd className="mt-1 text-lg font-bold text-slate-900">
          <time dateTime={preview.since}>{formatDateTime(preview.since)}</time>
          <span className="block text-sm font-normal text-slate-600">The last issue, or one period back.</span>
        </dd>
      </div>
    </dl>
  );
}

function Counts({ preview }: { preview: NewsletterPreview }) {
  return (
    <ul aria-label="The next issue in numbers" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {counts.map(({ label, value, hint, icon: Icon, tone }) => (
        <li key={value} className={`${card} max-sm:p-4`}>
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 text-sm font-medium text-slate-600">{label}</p>
            <span className={`hidden size-10 shrink-0 items-center justify-center rounded-xl min-[420px]:flex ${tone}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </div>
          <p className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{number.format(preview[value])}</p>
          <p className="mt-1 text-xs text-slate-500">{hint}</p>
        </li>
      ))}
    </ul>
  );
}

function TheEmail({ preview }: { preview: NewsletterPreview }) {
  const headingId = useId();
  const { copy } = preview;
  return (
    <section aria-labelledby={headingId} className={`${card} sm:p-6`}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        The e-mail
      </h2>
      {copy ? (
        <>
          <p className="mt-1 text-sm text-slate-600">As a subscriber of every university would get it.</p>
          <p className="mt-4 text-sm text-slate-700">
            Subject: <strong className="font-semibold break-words text-slate-900">{copy.subject}</strong>
          </p>
          {/* The server's HTML in a sandbox: no scripts, no forms, no navigation out of the page. */}
          <iframe
            title="The next issue's e-mail"
            srcDoc={copy.html}
            sandbox=""
            className="mt-3 h-[32rem] w-full rounded-xl bg-white ring-1 ring-slate-200"
          />
          <details className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">Plain-text version</summary>
            <pre className="mt-3 font-sans text-sm whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">{copy.text}</pre>
          </details>
        </>
      ) : (
        <EmptyState compact title="No issue goes out" icon={<MailX aria-hidden="true" className="size-6" />}>
          Nothing has been featured and no university has opened since {formatDateTime(preview.since)}, so no issue goes out.
        </EmptyState>
      )}
    </section>
  );
}

/**
 * /admin/newsletter: the next weekly issue as it stands (when it goes out, what it covers, who gets
 * it) and the e-mail itself, or that nothing is to be said and so nothing goes out.
 */
export function AdminNewsletter() {
  const preview = useNewsletterPreview();

  let body;
  if (preview.isPending) body = <LoadingState label="Loading the next issue..." />;
  else if (preview.isError) {
    body = (
      <div className="rounded-2xl bg-white ring-1 ring-slate-200">
        <ErrorState
          message={getErrorMessage(preview.error, NEWSLETTER_MESSAGES.previewFailed)}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      </div>
    );
  } else {
    body = (
      <>
        <When preview={preview.data} fetchedAt={preview.dataUpdatedAt} />
        <Counts preview={preview.data} />
        <TheEmail preview={preview.data} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Newsletter</h1>
          <p className="mt-1 text-slate-600">The next weekly issue as it stands: when it goes out, who gets it, and what it says.</p>
        </div>
        {preview.isSuccess && (
          <Button variant="secondary" className="shrink-0" onClick={() => void preview.refetch()} disabled={preview.isFetching}>
            <RefreshCw aria-hidden="true" className={`size-4 ${preview.isFetching ? 'animate-spin' : ''}`} />
            {preview.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        )}
      </div>
      {body}
    </div>
  );
}
