import { Undo2 } from 'lucide-react';
import { toast } from 'react-toastify';

import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api/errors';

import { useWithdrawSubmission } from '../api/withdraw-submission';
import type { Submission, Withdrawal } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

/** What withdrawing did, in a toast. */
export function withdrawnMessage({ takedownOpened, cancelledPost }: Pick<Withdrawal, 'takedownOpened' | 'cancelledPost'>): string {
  if (takedownOpened) return "Withdrawn: it left Quad, and the university's managers were asked to remove it from Instagram.";
  if (cancelledPost) return 'Withdrawn: it left Quad, and its Instagram post was cancelled.';
  return 'Withdrawn: it is no longer on Quad.';
}

/** Asks before a submission is withdrawn, saying what happens to it on Quad and on Instagram. */
export function WithdrawDialog({ submission, onClose }: { submission: Submission; onClose: () => void }) {
  const withdraw = useWithdrawSubmission();
  const { failure, confirm } = useConfirmAction(withdraw, {
    onSuccess: (answer) => {
      toast.success(withdrawnMessage(answer));
      onClose();
    },
    failureMessage: (error) => getErrorMessage(error, SUBMISSION_MESSAGES.withdrawFailed),
  });

  return (
    <ConfirmDialog
      title="Withdraw this submission?"
      description={`Your photos for ${submission.university.name} leave Quad at once.`}
      icon={Undo2}
      actionLabel="Withdraw"
      busyLabel="Withdrawing..."
      keepLabel="Keep it"
      busy={withdraw.isPending}
      failure={failure}
      onConfirm={() => confirm(submission.id)}
      onClose={onClose}
    >
      If it is queued for your university&apos;s Instagram, the post is cancelled. If it is already published there,
      the university&apos;s managers are asked to remove it: Instagram does not let Quad delete it for them. This cannot
      be undone.
    </ConfirmDialog>
  );
}
