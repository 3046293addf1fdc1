import { toast } from 'react-toastify';

import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/utils/date-time';

import { useCancelPost } from '../api/cancel-post';
import type { ManagerPost } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';


/** Cancel a queued post (it is deleted): 'Post deleted successfully', or 'Failed to delete post' and the server's reason. */
export function CancelPostDialog({ post, onClose }: { post: ManagerPost; onClose: () => void }) {
  const cancel = useCancelPost();
  const { failure, confirm } = useConfirmAction(cancel, {
    onSuccess: () => {
      toast.success(MANAGER_MESSAGES.deleted);
      onClose();
    },
    onFailure: () => toast.error(MANAGER_MESSAGES.deleteFailed),
    failureMessage: (error) => getErrorMessage(error, MANAGER_MESSAGES.deleteFailed),
  });

  const account = post.accountUsername ? ` to @${post.accountUsername}` : '';
  return (
    <ConfirmDialog
      title="Cancel post"
      description={`The post${account} scheduled for ${formatDateTime(post.scheduledTime)} will be deleted and not published.`}
      actionLabel="Cancel post"
      busyLabel="Cancelling..."
      keepLabel="Keep post"
      busy={cancel.isPending}
      failure={failure}
      onConfirm={() => confirm(post.id)}
      onClose={onClose}
    />
  );
}
