import { Send } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/date-time';
import { studentName } from '@/utils/student-name';

import { useSentRequests } from '../api/get-sent-requests';
import type { SentRequest, StudentCard } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';
import { requestStatusLabel } from '../utils/request-status';

import { WithdrawRequestButton } from './withdraw-request-button';

interface SentRequestsProps {
  /** A student's card (composed by the app). */
  renderCard: (student: StudentCard, footer: ReactNode) => ReactNode;
  renderForbidden: (message: string) => ReactNode;
}

/** Where one sent request stands: its status, when it expires (or ended), and Withdraw while it waits. */
function SentRequestFooter({ request, name }: { request: SentRequest['request']; name: string }) {
  const pending = request.status === 'pending';
  return (
    <div className="relative z-10 space-y-2 border-t border-slate-100 pt-3">
      <p className="text-sm font-semibold text-slate-900">{requestStatusLabel(request.status)}</p>
      <p className="text-xs text-slate-600">
        Sent on {formatDate(request.createdAt)}
        {pending && <> · expires on {formatDate(request.expiresAt)}</>}
      </p>
      {pending && <WithdrawRequestButton requestId={request.id} name={name} />}
    </div>
  );
}

/** The viewer's requests, newest first: the recipient's card (while the viewer may still see them), the status, Withdraw. */
export function SentRequests({ renderCard, renderForbidden }: SentRequestsProps) {
  const sent = useSentRequests();
  const state = listQueryState(sent, {
    loadingLabel: 'Loading the requests you sent...',
    failedMessage: CONNECTION_MESSAGES.sentLoadFailed,
    renderForbidden,
  });
  if (state || !sent.data) return state;

  if (sent.data.length === 0) {
    return (
      <EmptyState
        framed
        compact
        title="You haven't sent any requests"
        icon={<Send aria-hidden="true" className="size-6" />}
        action={<ButtonLink to={paths.roommates}>Find roommates</ButtonLink>}
      >
        Open a student&apos;s page and use Send request, with a note if you like.
      </EmptyState>
    );
  }

  return (
    <ol aria-label="Requests you sent, newest first" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {sent.data.map(({ request, recipient }) => (
        <li key={request.id}>
          {recipient ? (
            renderCard(recipient, <SentRequestFooter request={request} name={studentName(recipient)} />)
          ) : (
            <article aria-label="A student you can no longer see" className="flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">A student you can no longer see</p>
              <p className="mt-1 text-sm text-slate-600">They may have paused their profile or left Quad.</p>
              <div className="mt-auto pt-4">
                <SentRequestFooter request={request} name="this student" />
              </div>
            </article>
          )}
        </li>
      ))}
    </ol>
  );
}
