import { Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';

import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';

import { useDeleteUniversity } from '../api/delete-university';
import type { University } from '../types';
import { deleteConfirmation, deleteUniversityErrorMessage } from '../utils/messages';

interface DeleteUniversityDialogProps {
  university: Pick<University, 'id' | 'name'>;
  onClose: () => void;
}

/** "Are you sure you want to delete {name}? This action cannot be undone." */
export function DeleteUniversityDialog({ university, onClose }: DeleteUniversityDialogProps) {
  const remove = useDeleteUniversity();
  const { failure, confirm } = useConfirmAction(remove, {
    onSuccess: (message) => {
      toast.success(message);
      onClose();
    },
    failureMessage: deleteUniversityErrorMessage,
  });

  return (
    <ConfirmDialog
      title="Delete University"
      description={deleteConfirmation(university.name)}
      icon={Trash2}
      actionLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() => confirm(university.id)}
      onClose={onClose}
      failure={failure}
    >
      Its logo is removed too. Universities that students or posts still refer to cannot be deleted.
    </ConfirmDialog>
  );
}
