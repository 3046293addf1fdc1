import { Send, UserCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useInterest } from '../api/mark-interest';
import { usePendingRequests } from '../hooks/use-pending-requests';
import type { ConnectableStudent } from '../types';

import { BlockButton } from './block-button';
import { InterestToggle } from './interest-toggle';
import { SendRequestDialog } from './send-request-dialog';

interface ConnectionActionsProps {
  student: ConnectableStudent;
  /** Other controls at the head of the row (the save button, composed by the app). */
  extra?: ReactNode;
  /** The way to write to the student once connected (Messages' "Message" button, composed by the app). */
  messageAction?: ReactNode;
  /** Once the student is blocked (the app leaves their page). */
  onBlocked: () => void;
  /** Beside "Block": the app's other way to keep students safe (Report, from the reports feature). */
  besideBlock?: ReactNode;
}

/**
 * A student's page's ways to connect: "Interested" (private until it is mutual, which connects the
 * two at once), "Send request" (unless a request between the two waits) and "Block". Once connected,
 * it says so instead, and offers "Message".
 */
export function ConnectionActions({ student, extra, messageAction, onBlocked, besideBlock }: ConnectionActionsProps) {
  const hintId = useId();
  const [asking, setAsking] = useState(false);
  const interest = useInterest(student.id);
  const pending = usePendingRequests(student.id);
  // The answer says at once whether a mutual interest connected the two; the page is read again after.
  const connected = student.connected || interest.data?.connected === true;
  // The click shows at once; a failure (told in a toast) shows the page's value again.
  const interested = interest.isPending || interest.isSuccess ? interest.variables : student.interested;
  const canAsk = !connected && !pending.received && !pending.sent;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {extra}
        {connected && messageAction}
        {!connected && (
          <InterestToggle interested={interested} busy={interest.isPending} onToggle={(next) => interest.mutate(next)} describedBy={hintId} />
        )}
        {canAsk && (
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setAsking(true)}>
            <Send aria-hidden="true" className="size-4" />
            Send request
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {connected ? (
          <p className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
            <UserCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">You&apos;re connected.</strong> You see each other&apos;s photos and social handles.{' '}
              <Link to={paths.connections} className="font-semibold underline">
                Your connections
              </Link>
            </span>
          </p>
        ) : (
          <p id={hintId} className="text-sm text-slate-600">
            <strong className="font-semibold text-slate-800">Interested</strong> is private: {student.firstName} is only told if
            they&apos;re interested in you too, and then you&apos;re connected.
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <BlockButton student={student} onBlocked={onBlocked} />
        {besideBlock}
      </div>
      {asking && <SendRequestDialog student={student} onClose={() => setAsking(false)} />}
    </div>
  );
}
