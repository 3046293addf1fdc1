import { Ban } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api/errors';
import { studentName } from '@/utils/student-name';

import { useBlockStudent } from '../api/block-student';
import { CONNECTION_MESSAGES } from '../utils/messages';

interface BlockButtonProps {
  student: { id: string; firstName: string; lastInitial: string };
  /**
   * Once blocked: the page leaves the student (the app sends the viewer to the roommate list); left
   * out, the page stays (a conversation reads again as closed).
   */
  onBlocked?: () => void;
}

/** "Block", after a confirmation that says what blocking does; a toast says it is done. */
export function BlockButton({ student, onBlocked }: BlockButtonProps) {
  const [open, setOpen] = useState(false);
  const block = useBlockStudent();
  const name = studentName(student);
  const { failure, confirm, clear } = useConfirmAction(block, {
    onSuccess: () => {
      toast.success(`${name} is blocked.`);
      setOpen(false);
      onBlocked?.();
    },
    failureMessage: (error) => getErrorMessage(error, CONNECTION_MESSAGES.blockFailed),
  });

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} className="text-rose-700 hover:bg-rose-50 hover:text-rose-800">
        <Ban aria-hidden="true" className="size-4" />
        Block
      </Button>
      {open && (
        <ConfirmDialog
          title={`Block ${name}?`}
          description={CONNECTION_MESSAGES.blockEffect}
          icon={Ban}
          actionLabel="Block"
          busyLabel="Blocking..."
          busy={block.isPending}
          failure={failure}
          onConfirm={() => confirm({ id: student.id, name })}
          onClose={() => {
            setOpen(false);
            clear();
          }}
        >
          You can unblock them later from Connections, under Blocked.
        </ConfirmDialog>
      )}
    </>
  );
}
