import { Ban, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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
    <Dialog
      role="alertdialog"
      title="Decline Request"
      description={declineConfirmation(request.universityName)}
      onClose={onClose}
      dismissDisabled={decline.isPending}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={decline.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={decline.isPending}>
            {decline.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Ban aria-hidden="true" className="size-4" />
            )}
            {decline.isPending ? 'Declining...' : 'Decline'}
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
          The request stays in the list, marked Declined.
        </p>
      )}
    </Dialog>
  );
}
