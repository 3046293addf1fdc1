import { Hourglass, UserPlus } from 'lucide-react';
import { useId } from 'react';

import { formatDate } from '@/utils/date-time';
import { studentName } from '@/utils/student-name';

import { usePendingRequests } from '../hooks/use-pending-requests';

import { ReceivedRequestActions } from './received-request-actions';
import { RequestNote } from './request-note';
import { WithdrawRequestButton } from './withdraw-request-button';

interface PendingRequestNoticeProps {
  student: { id: string; firstName: string; lastInitial: string };
}

/**
 * At the top of a student's page, a request waiting between the viewer and them: theirs, with its
 * note and Accept / Decline (a notification of a request leads here), or the viewer's, with Withdraw.
 */
export function PendingRequestNotice({ student }: PendingRequestNoticeProps) {
  const titleId = useId();
  const { received, sent } = usePendingRequests(student.id);
  const name = studentName(student);

  if (received) {
    return (
      <section aria-labelledby={titleId} className="space-y-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <UserPlus aria-hidden="true" className="size-5 text-brand-700" />
          {student.firstName} asked to connect
        </h2>
        <RequestNote note={received.request.note} firstName={student.firstName} />
        <ReceivedRequestActions requestId={received.request.id} name={name} />
      </section>
    );
  }
  if (sent) {
    return (
      <section aria-labelledby={titleId} className="space-y-3 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Hourglass aria-hidden="true" className="size-5 text-slate-500" />
          Request sent, waiting for an answer
        </h2>
        <p className="text-sm text-slate-700">
          You asked on {formatDate(sent.request.createdAt)}. Unanswered, it expires on {formatDate(sent.request.expiresAt)}.
        </p>
        <WithdrawRequestButton requestId={sent.request.id} name={name} />
      </section>
    );
  }
  return null;
}
