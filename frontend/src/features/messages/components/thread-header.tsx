import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { paths, roommatePath } from '@/config/paths';

import type { Conversation, ThreadControls } from '../types';
import { blockablePeer } from '../utils/conversation';

import { PeerAvatar } from './peer-avatar';

/** A link back to the list, for the thread and its other states. */
export function BackToMessages() {
  return (
    <Link
      to={paths.messages}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-slate-700 hover:text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to messages
    </Link>
  );
}

interface ThreadHeaderProps extends ThreadControls {
  conversation: Conversation;
}

/**
 * The thread's head: back to the list, the peer's photo and name (a link to their page while they
 * have an account and no block stands between the two; "Deleted user" after), Report while there is
 * someone to report, and Block while the conversation is open.
 */
export function ThreadHeader({ conversation, renderReport, renderBlock }: ThreadHeaderProps) {
  const { peer, closed } = conversation;
  // Null (or left out) once their account is deleted.
  const studentId = peer.studentId ?? null;
  return (
    <div className="border-b border-slate-200 pb-3">
      <BackToMessages />
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
          <PeerAvatar peer={peer} className="size-11 text-sm" />
          <h1 className="min-w-0 truncate text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {studentId === null || closed ? (
              peer.name
            ) : (
              <Link to={roommatePath(studentId)} className="rounded-sm hover:text-brand-700 hover:underline">
                {peer.name}
              </Link>
            )}
          </h1>
        </div>
        {studentId !== null && (
          <div className="flex items-center gap-1">
            {renderReport({ kind: 'profile', targetId: studentId, label: 'Report', alsoBlock: blockablePeer(conversation) })}
            {!closed && renderBlock({ studentId, name: peer.name })}
          </div>
        )}
      </div>
    </div>
  );
}
