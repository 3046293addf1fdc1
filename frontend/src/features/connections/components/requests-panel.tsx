import type { ReactNode } from 'react';

import type { StudentCard } from '../types';

import { ReceivedRequests } from './received-requests';
import { SentRequests } from './sent-requests';

interface RequestsPanelProps {
  /** A student's card (composed by the app) with the request's controls at its foot. */
  renderCard: (student: StudentCard, footer: ReactNode) => ReactNode;
  renderForbidden: (message: string) => ReactNode;
}

/** /connections?tab=requests: the requests waiting for the viewer's answer, then those the viewer sent. */
export function RequestsPanel({ renderCard, renderForbidden }: RequestsPanelProps) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="received-title" className="space-y-4">
        <h2 id="received-title" className="text-xl font-bold text-slate-900">
          Received
        </h2>
        <ReceivedRequests renderCard={renderCard} renderForbidden={renderForbidden} />
      </section>
      <section aria-labelledby="sent-title" className="space-y-4">
        <h2 id="sent-title" className="text-xl font-bold text-slate-900">
          Sent
        </h2>
        <p className="text-sm text-slate-600">
          A request waits 14 days for an answer. If it ends without a connection, you can ask the same student again after 30 days.
        </p>
        {/* Only one 403 notice on the page: the received list says it. */}
        <SentRequests renderCard={renderCard} renderForbidden={() => null} />
      </section>
    </div>
  );
}
