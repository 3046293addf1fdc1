import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api/errors';
import { timeOfDay } from '@/utils/day-groups';

import { useDeleteMessage } from '../api/delete-message';
import type { Message } from '../types';
import { MESSAGING_TEXT } from '../utils/messages';

/** "Delete" under one of the viewer's messages, after a confirmation; both people then read "Message deleted". */
export function DeleteMessageButton({ message }: { message: Message }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMessage(message.conversationId);
  const { failure, confirm, clear } = useConfirmAction(remove, {
    onSuccess: () => close(),
    failureMessage: (error) => getErrorMessage(error, MESSAGING_TEXT.deleteFailed),
  });
  const close = () => {
    setOpen(false);
    clear();
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-6 items-center rounded px-1 font-semibold text-slate-600 hover:text-rose-700 hover:underline"
      >
        Delete{' '}
        <span className="sr-only">your message from {timeOfDay(message.createdAt)}</span>
      </button>
      {open && (
        <ConfirmDialog
          title="Delete this message?"
          description={MESSAGING_TEXT.deleteEffect}
          icon={Trash2}
          actionLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          failure={failure}
          onConfirm={() => confirm(message.id)}
          onClose={close}
        />
      )}
    </>
  );
}
