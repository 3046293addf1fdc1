import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { useUpdateUniversity } from '../api/update-university';
import type { University } from '../types';
import { confirmDomainsQuestion, domainsConfirmedMessage, updateUniversityErrorMessage } from '../utils/messages';
import { universityFormDefaults } from '../utils/university-input';

interface ConfirmDomainsDialogProps {
  university: University;
  onClose: () => void;
}

/**
 * "Make x.edu the e-mail domains of {name}?": an admin confirms what a manager proposed, saved as an
 * edit of the university whose domains are the proposal (which the server then clears). Everyone
 * waiting for it is told once it can be joined.
 */
export function ConfirmDomainsDialog({ university, onClose }: ConfirmDomainsDialogProps) {
  const update = useUpdateUniversity();
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const proposal = university.proposedEmailDomains;

  function confirm() {
    setFailure(null);
    const input = { ...universityFormDefaults(university), emailDomains: proposal.join(', '), joinWithoutUniversityEmail: false };
    update.mutate(
      { id: university.id, input, admin: true },
      {
        onSuccess: ({ university: saved }) => {
          toast.success(domainsConfirmedMessage(saved.name));
          onClose();
        },
        onError: (error) =>
          setFailure((previous) => ({ message: updateUniversityErrorMessage(error), attempt: (previous?.attempt ?? 0) + 1 })),
      },
    );
  }

  return (
    <ConfirmDialog
      title="Confirm domains"
      description={confirmDomainsQuestion(university.name, proposal)}
      icon={ShieldCheck}
      actionLabel="Confirm domains"
      busyLabel="Saving..."
      busy={update.isPending}
      onConfirm={confirm}
      onClose={onClose}
      failure={failure}
      actionVariant="primary"
    >
      Students with an address at {proposal.length === 1 ? 'this domain' : 'these domains'} can join it at once, and everyone
      waiting for it to open is told.
    </ConfirmDialog>
  );
}
