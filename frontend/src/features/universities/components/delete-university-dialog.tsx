import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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
    <Dialog
      role="alertdialog"
      title="Delete University"
      description={deleteConfirmation(university.name)}
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
      {failure ? (
        <FormAlert key={failure.attempt} tone="error">
          {failure.message}
        </FormAlert>
      ) : (
        <p className="text-sm leading-6 text-slate-600">
          Its logo is removed too. Universities that students or posts still refer to cannot be deleted.
        </p>
      )}
    </Dialog>
  );
}
