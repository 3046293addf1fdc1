import { Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
    <ConfirmDialog
      title="Delete User"
      description={deleteConfirmation(displayName(user))}
      icon={Trash2}
      actionLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Their profile, photos, sessions and everything else kept about them are removed too.
    </ConfirmDialog>
  );
}
