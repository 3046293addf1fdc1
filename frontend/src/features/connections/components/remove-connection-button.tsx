import { UserMinus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api/errors';

import { useRemoveConnection } from '../api/remove-connection';
import type { ActionTarget } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';

/** "Remove connection", after a confirmation; the other is not told. */
export function RemoveConnectionButton({ student }: { student: ActionTarget }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const remove = useRemoveConnection();

  const confirm = () => {
    setFailure(null);
    remove.mutate(student, {
      onSuccess: () => setOpen(false),
      onError: (error) =>
        setFailure((previous) => ({
          message: getErrorMessage(error, CONNECTION_MESSAGES.removeFailed),
          attempt: (previous?.attempt ?? 0) + 1,
        })),
    });
  };

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
          onConfirm={confirm}
          onClose={() => {
            setOpen(false);
            setFailure(null);
          }}
        >
          To connect again, one of you sends a request or you both mark each other Interested.
        </ConfirmDialog>
      )}
    </>
  );
}
