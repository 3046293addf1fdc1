import { KeyRound } from 'lucide-react';
import { toast } from 'react-toastify';

import { useAttemptAlert } from '@/components/form/form-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { useResetSecondFactor } from '../api/reset-second-factor';
import type { AdminUser } from '../types';
import { displayName } from '../utils/display';
import { resetSecondFactorErrorMessage, USER_MESSAGES } from '../utils/messages';

interface ResetSecondFactorDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** "Reset two-step sign-in for {name}?": for someone who lost their phone and their recovery codes. */
export function ResetSecondFactorDialog({ user, onClose }: ResetSecondFactorDialogProps) {
  const reset = useResetSecondFactor();
  // A failure stays up while it is tried again.
  const { alert: failure, show } = useAttemptAlert();

  function confirm() {
    reset.mutate(user.id, {
      onSuccess: () => {
        toast.success(USER_MESSAGES.secondFactorReset);
        onClose();
      },
      onError: (error) => show({ message: resetSecondFactorErrorMessage(error) }),
    });
  }

  return (
    <ConfirmDialog
      title="Reset two-step sign-in"
      description={`Reset two-step sign-in for ${displayName(user)}?`}
      icon={KeyRound}
      actionLabel="Reset"
      busyLabel="Resetting..."
      busy={reset.isPending}
      onConfirm={confirm}
      onClose={onClose}
      failure={failure}
    >
      {user.role === 'admin'
        ? 'They will be signed out everywhere and set it up again at their next sign-in.'
        : 'They will be signed out everywhere and asked to set it up again at their next sign-in.'}
    </ConfirmDialog>
  );
}
