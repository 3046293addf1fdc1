import { Inbox } from 'lucide-react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { getErrorMessage } from '@/lib/api/errors';

import { useUniversityRequests } from '../api/get-university-requests';
import { formatDate } from '../utils/display';
import { UNIVERSITY_MESSAGES } from '../utils/messages';


const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-6';
const cell = 'px-4 py-3.5 text-sm sm:px-6';

/** Admins: the "Request Your University" entries, newest first. */
export function UniversityRequests() {
  const requests = useUniversityRequests();

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
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">University requests, newest first</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={headerCell}>
                University
              </th>
              <th scope="col" className={headerCell}>
                Location
              </th>
              <th scope="col" className={headerCell}>
                E-mail
              </th>
              <th scope="col" className={headerCell}>
                Requested
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {requests.data.map((request) => (
              <tr key={request.id}>
                <td className={`${cell} font-semibold text-slate-900`}>{request.universityName}</td>
                <td className={`${cell} text-slate-600`}>{request.location || <span className="text-slate-500">-</span>}</td>
                <td className={`${cell} text-slate-600`}>
                  <a href={`mailto:${request.email}`} className="text-brand-700 hover:underline">
                    {request.email}
                  </a>
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-600`}>
                  <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="university-requests-heading" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="university-requests-heading" className="text-lg font-bold text-slate-900">
          University requests
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">Universities students asked us to add.</p>
      </div>
      {body}
    </section>
  );
}
