import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/date-time';
import { studentName } from '@/utils/student-name';

import { useReceivedRequests } from '../api/get-received-requests';
import type { StudentCard } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

import { ReceivedRequestActions } from './received-request-actions';
import { RequestNote } from './request-note';

interface ReceivedRequestsProps {
  /** A student's card (composed by the app: the match and its reasons, as the roommate list shows them). */
  renderCard: (student: StudentCard, footer: ReactNode) => ReactNode;
  renderForbidden: (message: string) => ReactNode;
}

/** The requests waiting for the viewer's answer, newest first: the sender's card, their note, Accept and Decline. */
export function ReceivedRequests({ renderCard, renderForbidden }: ReceivedRequestsProps) {
  const received = useReceivedRequests();
  const state = listQueryState(received, {
    loadingLabel: 'Loading the requests sent to you...',
    failedMessage: CONNECTION_MESSAGES.receivedLoadFailed,
    renderForbidden,
  });
  if (state || !received.data) return state;

  const waiting = received.data.filter(({ request }) => request.status === 'pending');
  if (waiting.length === 0) {
    return (
      <EmptyState
        framed
        compact
        title="No requests waiting for you"
        icon={<Inbox aria-hidden="true" className="size-6" />}
        action={<ButtonLink to={paths.roommates}>Find roommates</ButtonLink>}
      >
        When a student asks to connect, their request shows here. Meanwhile, ask the students you like yourself.
      </EmptyState>
    );
  }

  return (
    <ol aria-label="Requests waiting for you, newest first" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {waiting.map(({ request, sender }) => (
        <li key={request.id}>
          {renderCard(
            sender,
            <div className="relative z-10 space-y-3 border-t border-slate-100 pt-3">
              <p className="text-xs font-medium text-slate-500">Asked on {formatDate(request.createdAt)}</p>
              <RequestNote note={request.note} firstName={sender.firstName} />
              <ReceivedRequestActions requestId={request.id} name={studentName(sender)} />
            </div>,
          )}
        </li>
      ))}
    </ol>
  );
}
