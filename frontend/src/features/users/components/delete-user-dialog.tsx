import { LoaderCircle, Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { useDeleteUser } from '../api/delete-user';
import type { AdminUser } from '../types';
import { displayName } from '../utils/display';
import { deleteConfirmation, deleteUserErrorMessage, USER_MESSAGES } from '../utils/messages';

interface DeleteUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** "Are you sure you want to delete {name}? This action cannot be undone." */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();

  function confirm() {
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(USER_MESSAGES.deleted);
        onClose();
      },
      onError: (error) => {
        toast.error(deleteUserErrorMessage(error));
        onClose();
      },
    });
  }

  return (
    <Dialog
      role="alertdialog"
      title="Delete User"
      description={deleteConfirmation(displayName(user))}
      onClose={onClose}
      dismissDisabled={remove.isPending}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-6 text-slate-600">
        Their profile, photos, sessions and everything else kept about them are removed too.
      </p>
    </Dialog>
  );
}
