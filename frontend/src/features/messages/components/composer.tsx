import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { getErrorMessage, getFieldErrors } from '@/lib/api/errors';
import { characterCount } from '@/utils/caption';

import { useSendMessage } from '../api/send-message';
import { useMessageDraft } from '../hooks/use-message-draft';
import type { Conversation } from '../types';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX, MESSAGING_TEXT } from '../utils/messages';

/** The server's words for a refused message: the field's (400) or the answer's (403, 429). */
function failureText(error: unknown): string {
  return getFieldErrors(error).body ?? getErrorMessage(error, MESSAGING_TEXT.sendFailed);
}

const format = (count: number) => count.toLocaleString('en-US');

/**
 * The box to write in: Enter sends, Shift+Enter starts a new line; near the 2,000-character limit a
 * counter shows. The text is kept as a draft (it survives a reload) until sent, and put back if the
 * server refuses it, with the server's reason. Turned off, saying why, once the two are no longer
 * connected. Mount it keyed by the conversation.
 */
export function Composer({ conversation }: { conversation: Pick<Conversation, 'id' | 'canSend'> }) {
  const [text, setText] = useMessageDraft(conversation.id);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendMessage(conversation.id);
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const failureId = useId();
  const count = characterCount(text.trim());
  const showCounter = count >= MESSAGE_COUNTER_FROM;
  const over = count > MESSAGE_MAX;
  const { canSend } = conversation;

  const submit = () => {
    if (!canSend || send.isPending) return;
    const body = text.trim();
    if (body === '' || over) {
      setFailure(body === '' ? MESSAGING_TEXT.writeFirst : MESSAGING_TEXT.tooLong);
      return;
    }
    setFailure(null);
    setText('');
    send.mutate(body, {
      onError: (error) => {
        // Back in the box, unless something new was written meanwhile.
        setText((current) => (current.trim() === '' ? body : current));
        setFailure(failureText(error));
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const describedBy = [hintId, showCounter ? counterId : null, failure ? failureId : null].filter(Boolean).join(' ');
  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 pt-3">
      <label htmlFor={fieldId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (failure) setFailure(null);
          }}
          onKeyDown={onKeyDown}
          disabled={!canSend}
          rows={2}
          aria-describedby={describedBy}
          aria-invalid={over || undefined}
          placeholder={canSend ? 'Write a message' : undefined}
          className="max-h-40 min-h-12 flex-1 resize-none rounded-2xl border-0 bg-white px-4 py-2.5 text-sm leading-6 text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 [field-sizing:content] focus:ring-2 focus:ring-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50"
        />
        <Button type="submit" disabled={!canSend || send.isPending || over} className="min-h-11 shrink-0">
          {send.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <SendHorizontal aria-hidden="true" className="size-4" />
          )}
          Send
        </Button>
      </div>
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-1 text-xs">
        <p id={hintId} className={canSend ? 'hidden text-slate-600 sm:block' : 'font-medium text-slate-700'}>
          {canSend ? 'Enter sends; Shift+Enter starts a new line.' : MESSAGING_TEXT.cannotSend}
        </p>
        {showCounter && (
          <p id={counterId} className={`ml-auto ${over ? 'font-semibold text-rose-700' : 'text-slate-600'}`}>
            {format(count)}/{format(MESSAGE_MAX)}{' '}
            <span className="sr-only">characters</span>
          </p>
        )}
      </div>
      {failure && (
        <p id={failureId} role="alert" className="mt-1 px-1 text-sm font-medium text-rose-700">
          {failure}
        </p>
      )}
    </form>
  );
}
