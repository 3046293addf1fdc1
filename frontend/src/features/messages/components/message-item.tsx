import { TriangleAlert } from 'lucide-react';

import { formatDateTime } from '@/utils/date-time';
import { timeOfDay } from '@/utils/day-groups';

import type { BlockablePeer, Message, ThreadControls } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

import { DeleteMessageButton } from './delete-message-button';

interface MessageItemProps {
  message: Message;
  peerName: string;
  /** The peer a report of their message may block too (none once the viewer blocked them). */
  alsoBlock?: BlockablePeer;
  renderReport: ThreadControls['renderReport'];
}

/**
 * One message as a bubble, the viewer's on the right, with its time: its words as written (a link
 * stays plain text, its whole address in sight), or "Message deleted". The viewer's own offer
 * Delete; a received one offers Report, and one the server flagged (a payment, a phone number)
 * comes under the safety note, whose Report is the message's.
 */
export function MessageItem({ message, peerName, alsoBlock, renderReport }: MessageItemProps) {
  const { mine, deleted } = message;
  const cautious = !mine && !deleted && message.caution;
  const report = () => renderReport({ kind: 'message', targetId: message.id, label: 'Report', alsoBlock });
  const bubble = deleted
    ? 'bg-white text-slate-600 italic ring-1 ring-slate-200'
    : mine
      ? 'bg-brand-600 text-white'
      : 'bg-slate-100 text-slate-900';
  return (
    <div className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      {cautious && (
        <div role="note" className="mb-2 max-w-[85%] rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 sm:max-w-[70%]">
          <p className="flex gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <span>{MESSAGING_TEXT.caution}</span>
          </p>
          <div className="mt-2">{report()}</div>
        </div>
      )}
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere] sm:max-w-[70%] ${bubble} ${
          mine ? 'rounded-br-md' : 'rounded-bl-md'
        }`}
      >
        <span className="sr-only">{mine ? 'You' : peerName}: </span>
        {deleted ? MESSAGING_TEXT.deleted : message.body}
      </p>
      <div className="mt-1 flex items-center gap-2 text-xs text-slate-600">
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
          {timeOfDay(message.createdAt)}
        </time>
        {mine && !deleted && <DeleteMessageButton message={message} />}
        {!mine && !deleted && !cautious && report()}
      </div>
    </div>
  );
}
