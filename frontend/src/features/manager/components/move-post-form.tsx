import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

import { FailureAlert, useAttemptAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/utils/date-time';

import { useMovePost } from '../api/move-post';
import type { ManagerPost } from '../types';
import { fromDateTimeLocal, toDateTimeLocal } from '../utils/dates';
import { MANAGER_MESSAGES, POST_INPUT_MESSAGES } from '../utils/messages';

interface MovePostFormProps {
  post: ManagerPost;
  onClose: () => void;
  /** After a successful move, with the post at its new time. */
  onMoved: (post: ManagerPost) => void;
}

/** 'Move': a new time for a queued post (local, sent as ISO); the server's refusal shows inline. */
export function MovePostForm({ post, onClose, onMoved }: MovePostFormProps) {
  const id = useId();
  const move = useMovePost();
  const [value, setValue] = useState(() => toDateTimeLocal(post.scheduledTime));
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();

  const fail = (message: string) => showFailure({ message });

  return (
    <form
      noValidate
      aria-label="Move post"
      onSubmit={(event) => {
        event.preventDefault();
        const scheduledTime = fromDateTimeLocal(value);
        if (!scheduledTime) {
          fail(POST_INPUT_MESSAGES.timeRequired);
          return;
        }
        clearFailure();
        move.mutate(
          { id: post.id, scheduledTime },
          {
            onSuccess: (moved) => {
              toast.success(`${MANAGER_MESSAGES.moved} to ${formatDateTime(moved.scheduledTime)}`);
              onMoved(moved);
            },
            onError: (error) => fail(getErrorMessage(error, MANAGER_MESSAGES.moveFailed)),
          },
        );
      }}
      className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset sm:p-4"
    >
      <FailureAlert failure={failure} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
            New time
          </label>
          <input
            id={id}
            type="datetime-local"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={failure ? true : undefined}
            className="mt-1.5 block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={move.isPending}>
            {move.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {move.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={move.isPending}>
            Close
          </Button>
        </div>
      </div>
      <p className="text-xs text-slate-600">Posts to one Instagram account are at least an hour apart.</p>
    </form>
  );
}
