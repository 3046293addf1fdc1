import { UserMinus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api/errors';

import { useRemoveConnection } from '../api/remove-connection';
import type { ActionTarget } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** "Remove connection", after a confirmation; the other is not told. */
export function RemoveConnectionButton({ student }: { student: ActionTarget }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveConnection();
  const { failure, confirm, clear } = useConfirmAction(remove, {
    onSuccess: () => setOpen(false),
    failureMessage: (error) => getErrorMessage(error, CONNECTION_MESSAGES.removeFailed),
  });

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} className="text-rose-700 hover:bg-rose-50 hover:text-rose-800">
        <UserMinus aria-hidden="true" className="size-4" />
        Remove connection
      </Button>
      {open && (
        <ConfirmDialog
          title={`Remove ${student.name} from your connections?`}
          description={CONNECTION_MESSAGES.removeEffect}
          icon={UserMinus}
          actionLabel="Remove"
          busyLabel="Removing..."
          keepLabel="Keep connection"
          busy={remove.isPending}
          failure={failure}
          onConfirm={() => confirm(student)}
          onClose={() => {
            setOpen(false);
            clear();
          }}
        >
          To connect again, one of you sends a request or you both mark each other Interested.
        </ConfirmDialog>
      )}
    </>
  );
}
