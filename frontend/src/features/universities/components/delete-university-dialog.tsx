import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);

  function confirm() {
    setFailure(null);
    remove.mutate(university.id, {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
      },
      onError: (error) =>
        setFailure((previous) => ({ message: deleteUniversityErrorMessage(error), attempt: (previous?.attempt ?? 0) + 1 })),
    });
  }

  return (
    <ConfirmDialog
      title="Delete University"
      description={deleteConfirmation(university.name)}
      icon={Trash2}
      actionLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      failure={failure}
    >
      Its logo is removed too. Universities that students or posts still refer to cannot be deleted.
    </ConfirmDialog>
  );
}
