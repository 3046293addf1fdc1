import { ShieldCheck } from 'lucide-react';
import { toast } from 'react-toastify';

import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';

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
  const proposal = university.proposedEmailDomains;
  const { failure, confirm } = useConfirmAction(update, {
    onSuccess: ({ university: saved }) => {
      toast.success(domainsConfirmedMessage(saved.name));
      onClose();
    },
    failureMessage: updateUniversityErrorMessage,
  });
  const input = { ...universityFormDefaults(university), emailDomains: proposal.join(', '), joinWithoutUniversityEmail: false };

  return (
    <ConfirmDialog
      title="Confirm domains"
      description={confirmDomainsQuestion(university.name, proposal)}
      icon={ShieldCheck}
      actionLabel="Confirm domains"
      busyLabel="Saving..."
      busy={update.isPending}
      onConfirm={() => confirm({ id: university.id, input, admin: true })}
      onClose={onClose}
      failure={failure}
      actionVariant="primary"
    >
      Students with an address at {proposal.length === 1 ? 'this domain' : 'these domains'} can join it at once, and everyone
      waiting for it to open is told.
    </ConfirmDialog>
  );
}
