import { Check, X } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';

import { useAcceptRequest } from '../api/accept-request';
import { useDeclineRequest } from '../api/decline-request';
import { CONNECTION_MESSAGES } from '../utils/messages';

interface ReceivedRequestActionsProps {
  requestId: string;
  /** The sender, as the messages name them ("Ada L."). */
  name: string;
}

/** Accept or Decline a request waiting for the viewer; declining is silent, and says so. */
export function ReceivedRequestActions({ requestId, name }: ReceivedRequestActionsProps) {
  const hintId = useId();
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const busy = accept.isPending || decline.isPending;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => accept.mutate({ id: requestId, name })}>
          <Check aria-hidden="true" className="size-4" />
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} aria-describedby={hintId} onClick={() => decline.mutate({ id: requestId, name })}>
          <X aria-hidden="true" className="size-4" />
          {decline.isPending ? 'Declining...' : 'Decline'}
        </Button>
      </div>
      <p id={hintId} className="mt-2 text-xs text-slate-600">
        Declining is silent. {CONNECTION_MESSAGES.declineSilent}
      </p>
    </div>
  );
}
