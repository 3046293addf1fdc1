import { Users } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/date-time';
import { studentName } from '@/utils/student-name';

import { useConnections } from '../api/get-connections';
import type { StudentCard } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

import { RemoveConnectionButton } from './remove-connection-button';
import { RoommatesStatus } from './roommates-status';

interface ConnectionListProps {
  /** A student's card (the roommate list's, composed by the app) with the connection's controls at its foot. */
  renderCard: (student: StudentCard, footer: ReactNode) => ReactNode;
  renderForbidden: (message: string) => ReactNode;
  /** The way to write to a connection (Messages' "Message" button, composed by the app). */
  renderMessageButton?: (student: StudentCard) => ReactNode;
  /** Whether the viewer's profile says they are looking (undefined until known). */
  looking: boolean | undefined;
}

/**
 * /connections: the students the viewer is connected with, newest first, each with "We're roommates",
 * "Message" and "Remove connection".
 */
export function ConnectionList({ renderCard, renderForbidden, renderMessageButton, looking }: ConnectionListProps) {
  const connections = useConnections();
  const state = listQueryState(connections, {
    loadingLabel: 'Loading your connections...',
    failedMessage: CONNECTION_MESSAGES.loadFailed,
    renderForbidden,
  });
  if (state || !connections.data) return state;

  if (connections.data.length === 0) {
    return (
      <EmptyState
        framed
        titleAs="h2"
        title="No connections yet"
        icon={<Users aria-hidden="true" className="size-7" />}
        action={<ButtonLink to={paths.roommates}>Find roommates</ButtonLink>}
      >
        Open a student&apos;s page and send them a request, or mark them Interested: if they&apos;re interested in you too, you&apos;re
        connected at once.
      </EmptyState>
    );
  }

  return (
    <ol aria-label="Your connections, newest first" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {connections.data.map((connection) => (
        <li key={connection.student.id}>
          {renderCard(
            connection.student,
            // Above the card's link, so its controls are the clicks' own.
            <div className="relative z-10 space-y-3 border-t border-slate-100 pt-3">
              <p className="text-xs font-medium text-slate-500">Connected on {formatDate(connection.connectedAt)}</p>
              <RoommatesStatus connection={connection} looking={looking} />
              <div className="flex flex-wrap items-center gap-2">
                {renderMessageButton?.(connection.student)}
                <RemoveConnectionButton student={{ id: connection.student.id, name: studentName(connection.student) }} />
              </div>
            </div>,
          )}
        </li>
      ))}
    </ol>
  );
}
