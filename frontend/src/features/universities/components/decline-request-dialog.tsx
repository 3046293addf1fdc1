import { Ban } from 'lucide-react';
import { toast } from 'react-toastify';

import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';

import { useDeclineUniversityRequest } from '../api/decline-university-request';
import type { UniversityRequest } from '../types';
import { declineConfirmation, declinedMessage, declineRequestErrorMessage } from '../utils/messages';

interface DeclineRequestDialogProps {
  request: Pick<UniversityRequest, 'id' | 'universityName'>;
  onClose: () => void;
}

/** "Decline the request for {name}? The requester is not e-mailed." */
export function DeclineRequestDialog({ request, onClose }: DeclineRequestDialogProps) {
  const decline = useDeclineUniversityRequest();
  const { failure, confirm } = useConfirmAction(decline, {
    onSuccess: () => {
      toast.success(declinedMessage(request.universityName));
      onClose();
    },
    failureMessage: declineRequestErrorMessage,
  });

  return (
    <ConfirmDialog
      title="Decline Request"
      description={declineConfirmation(request.universityName)}
      icon={Ban}
      actionLabel="Decline"
      busyLabel="Declining..."
      busy={decline.isPending}
      onConfirm={() => confirm(request.id)}
      onClose={onClose}
      failure={failure}
    >
      The request stays in the list, marked Declined.
    </ConfirmDialog>
  );
}
