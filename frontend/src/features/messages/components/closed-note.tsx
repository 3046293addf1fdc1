import { Lock } from 'lucide-react';
import { Link } from 'react-router';

import { blockedStudentsPath } from '@/config/paths';

import type { Conversation } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

/** "Ada L." ends its sentence; "Ada" takes a full stop. */
const sentence = (name: string) => (name.endsWith('.') ? name : `${name}.`);

/**
 * In place of the box to write in once a block closed the conversation: it stays readable and its
 * messages reportable. The one who blocked is told where to unblock (which alone does not connect
 * the two again, so writing needs a new connection too).
 */
export function ClosedNote({ conversation }: { conversation: Pick<Conversation, 'peer' | 'youBlocked'> }) {
  return (
    <div className="border-t border-slate-200 pt-3">
      <p className="flex gap-2 rounded-2xl bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700 ring-1 ring-slate-200">
        <Lock aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
        {conversation.youBlocked ? (
          <span>
            You blocked {sentence(conversation.peer.name)} You can still read this conversation and report its messages. To write
            again,{' '}
            <Link to={blockedStudentsPath} className="font-semibold text-brand-700 underline hover:text-brand-800">
              unblock them in Connections
            </Link>{' '}
            and connect again.
          </span>
        ) : (
          <span>{MESSAGING_TEXT.closed}</span>
        )}
      </p>
    </div>
  );
}
