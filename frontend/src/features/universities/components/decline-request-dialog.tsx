import { Ban } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);

  function confirm() {
    setFailure(null);
    decline.mutate(request.id, {
      onSuccess: () => {
        toast.success(declinedMessage(request.universityName));
        onClose();
      },
      onError: (error) =>
        setFailure((previous) => ({ message: declineRequestErrorMessage(error), attempt: (previous?.attempt ?? 0) + 1 })),
    });
  }

  return (
    <ConfirmDialog
      title="Decline Request"
      description={declineConfirmation(request.universityName)}
      icon={Ban}
      actionLabel="Decline"
      busyLabel="Declining..."
      busy={decline.isPending}
      onConfirm={confirm}
      onClose={onClose}
      failure={failure}
    >
      The request stays in the list, marked Declined.
    </ConfirmDialog>
  );
}
