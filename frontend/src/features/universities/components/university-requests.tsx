import { Ban, Inbox, Plus } from 'lucide-react';

import { CardLabel, DataTable, RowAction, type DataColumn } from '@/components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { getErrorMessage } from '@/lib/api/errors';

import { useUniversityRequests } from '../api/get-university-requests';
import type { UniversityRequest, UniversityRequestStatus } from '../types';
import { formatDate } from '../utils/display';
import { UNIVERSITY_MESSAGES } from '../utils/messages';

interface UniversityRequestsProps {
  /** Opens the add form started from this open request. */
  onAdd: (request: UniversityRequest) => void;
  /** Asks whether to decline this open request. */
  onDecline: (request: UniversityRequest) => void;
}

// At 768 px and wider a table (scrolling inside its box when the shell is narrow); below, each
// request is a card whose cells wrap, the column headers left to screen readers and the cells saying
// what they hold, as in the users table.
const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase lg:px-5';
const cell = 'px-4 py-3.5 align-middle text-sm lg:px-5 max-md:block max-md:min-w-0 max-md:p-0';

const STATUS_LABELS: Record<UniversityRequestStatus, string> = { open: 'Open', added: 'Added', declined: 'Declined' };

const STATUS_TONES: Record<UniversityRequestStatus, string> = {
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  added: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-300',
};

function RequestStatusBadge({ status }: { status: UniversityRequestStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/**
 * Under an added request: whether its requester was told the university can be joined, or still
 * waits for it to open (added without an e-mail domain, or asked "tell me when it opens").
 */
function ToldNote({ request }: { request: UniversityRequest }) {
  if (request.status !== 'added') return null;
  if (!request.toldAt) return <span className="block text-xs font-medium text-amber-800 md:mt-1">Waiting for it to open</span>;
  return (
    <span className="block text-xs text-slate-600 md:mt-1">
      Told <time dateTime={request.toldAt}>{formatDate(request.toldAt)}</time>
    </span>
  );
}

/** An address that may break before its '@' when the column is narrow, and nowhere else. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function requestColumns({ onAdd, onDecline }: UniversityRequestsProps): DataColumn<UniversityRequest>[] {
  return [
    {
      header: 'University',
      className: `${cell} min-w-44 max-md:basis-full max-md:[overflow-wrap:anywhere]`,
      cell: (request) => (
        <>
          <p className="font-semibold text-slate-900">{request.universityName}</p>
          {request.location && <p className="text-xs text-slate-500">{request.location}</p>}
        </>
      ),
    },
    {
      header: 'E-mail',
      className: `${cell} text-slate-600 max-md:basis-full max-md:[overflow-wrap:anywhere]`,
      cell: (request) => (
        <>
          <CardLabel>E-mail</CardLabel>
          <a href={`mailto:${request.email}`} className="text-brand-700 hover:underline">
            <EmailText email={request.email} />
          </a>
        </>
      ),
    },
    {
      header: 'Requested',
      className: `${cell} whitespace-nowrap text-slate-600 max-md:basis-full`,
      cell: (request) => (
        <>
          <CardLabel>Requested</CardLabel>
          <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
        </>
      ),
    },
    {
      header: 'Status',
      className: cell,
      cell: (request) => (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 md:block">
          <RequestStatusBadge status={request.status} />
          <ToldNote request={request} />
        </div>
      ),
    },
    {
      header: 'Actions',
      end: true,
      className: `${cell} whitespace-nowrap text-right max-md:empty:hidden`,
      cell: (request) =>
        request.status === 'open' && (
          <div className="flex justify-end gap-1 max-md:justify-start">
            <RowAction icon={Plus} label={`Add ${request.universityName}`} tone="brand" onClick={() => onAdd(request)}>
              Add
            </RowAction>
            <RowAction icon={Ban} label={`Decline ${request.universityName}`} tone="danger" onClick={() => onDecline(request)}>
              Decline
            </RowAction>
          </div>
        ),
    },
  ];
}

/** Admins: the "Request Your University" entries, open ones first, then newest first. */
export function UniversityRequests({ onAdd, onDecline }: UniversityRequestsProps) {
  const requests = useUniversityRequests();
  const columns = requestColumns({ onAdd, onDecline });

  let body;
  if (requests.isPending) {
    body = <LoadingState label="Loading requests..." />;
  } else if (requests.isError) {
    body = (
      <ErrorState
        message={getErrorMessage(requests.error, UNIVERSITY_MESSAGES.requestsLoadFailed)}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  } else if (requests.data.length === 0) {
    body = (
      <EmptyState title="No university requests yet." icon={<Inbox aria-hidden="true" className="size-7" />}>
        Students who can&apos;t find their university can ask for it; their requests appear here.
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        cards
        caption="University requests, open ones first, then newest first"
        columns={columns}
        rows={requests.data}
        rowKey={(request) => request.id}
        headerClassName={headerCell}
        rowClassName="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-2 max-md:gap-y-1.5 max-md:p-4"
      />
    );
  }

  return (
    <section aria-labelledby="university-requests-heading" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="university-requests-heading" className="text-lg font-bold text-slate-900">
          University requests
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Universities students asked us to add, and those waiting for one to open. Everyone who asked is told once it can be joined.
        </p>
      </div>
      {body}
    </section>
  );
}
