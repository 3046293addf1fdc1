import { Check, MessageSquareWarning, PencilLine, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

import { CaptionCounter } from '@/components/form/caption-counter';
import { FieldError } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { ApiError, getErrorMessage, getFieldErrors } from '@/lib/api/errors';

import { useDecideSubmission, type DecisionInput } from '../api/decide-submission';
import type { Submission } from '../types';
import { REVIEW_MESSAGES } from '../utils/messages';

type Asking = 'reject' | 'changes' | null;

const SUCCESS: Record<'approve' | 'approveEdited' | 'reject' | 'request_changes', string> = {
  approve: REVIEW_MESSAGES.approved,
  approveEdited: REVIEW_MESSAGES.approvedWithCaption,
  reject: REVIEW_MESSAGES.rejected,
  request_changes: REVIEW_MESSAGES.changesRequested,
};

/**
 * A pending submission's decisions: Approve, Approve with an edited caption, Request changes and
 * Reject (both with a reason for the student). Each is sent with the card's `version`: a submission
 * changed since answers 409 with the server's words, and the list is read again.
 */
export function PendingActions({ submission }: { submission: Submission }) {
  const decide = useDecideSubmission();
  const [editing, setEditing] = useState(false);
  const [caption, setCaption] = useState(submission.caption);
  const [captionError, setCaptionError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const captionId = useId();
  const busy = decide.isPending;

  // Awaited rather than given callbacks: the card may be gone (the list is read again) before the answer is handled.
  async function send(input: Omit<DecisionInput, 'id' | 'version'>, success: string) {
    try {
      await decide.mutateAsync({ id: submission.id, version: submission.version, ...input });
      toast.success(success);
      setAsking(null);
      setEditing(false);
    } catch (error) {
      const message = getErrorMessage(error, REVIEW_MESSAGES.decideFailed);
      const changed = error instanceof ApiError && error.status === 409;
      // A caption Instagram would refuse is said under the caption; anything else in a toast.
      if (input.caption !== undefined && !changed) {
        setCaptionError(getFieldErrors(error).caption ?? message);
        return;
      }
      toast.error(message);
      // A newer version is on its way (the list is read again): this one's forms close.
      if (changed) {
        setAsking(null);
        setEditing(false);
      }
    }
  }

  function approveEdited() {
    if (caption.trim() === '') {
      setCaptionError(REVIEW_MESSAGES.captionRequired);
      return;
    }
    void send({ decision: 'approve', caption: caption.trim() }, SUCCESS.approveEdited);
  }

  return (
    <div className="border-t border-slate-100 pt-4">
      {editing ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <label htmlFor={captionId} className="block text-sm font-semibold text-slate-800">
              Edited caption
            </label>
            <CaptionCounter id={`${captionId}-count`} caption={caption} />
          </div>
          <textarea
            id={captionId}
            rows={5}
            value={caption}
            onChange={(event) => {
              setCaption(event.target.value);
              setCaptionError(null);
            }}
            aria-invalid={captionError ? true : undefined}
            aria-describedby={[`${captionId}-count`, captionError ? `${captionId}-error` : null].filter(Boolean).join(' ')}
            className="block w-full resize-y rounded-xl border-0 px-4 py-3 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
          {captionError && <FieldError id={`${captionId}-error`}>{captionError}</FieldError>}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button size="sm" onClick={approveEdited} disabled={busy}>
              <Check aria-hidden="true" className="size-4" />
              Approve with this caption
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setEditing(false);
                setCaption(submission.caption);
                setCaptionError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void send({ decision: 'approve' }, SUCCESS.approve)} disabled={busy}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} disabled={busy}>
            <PencilLine aria-hidden="true" className="size-4" />
            Approve with edited caption
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAsking('changes')} disabled={busy}>
            <MessageSquareWarning aria-hidden="true" className="size-4" />
            Request changes
          </Button>
          <Button size="sm" variant="danger" onClick={() => setAsking('reject')} disabled={busy}>
            <X aria-hidden="true" className="size-4" />
            Reject
          </Button>
        </div>
      )}
      {asking === 'changes' && (
        <ReasonDialog
          title="Request changes"
          description={`Tell ${submission.authorName} what to change; they can edit the submission and send it again.`}
          label="What should change"
          confirmLabel="Request changes"
          confirmVariant="primary"
          missingMessage={REVIEW_MESSAGES.changesReasonRequired}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => void send({ decision: 'request_changes', reason }, SUCCESS.request_changes)}
        />
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title="Reject submission"
          description={`Tell ${submission.authorName} why it will not be featured.`}
          label="Reason for rejection"
          confirmLabel="Reject"
          missingMessage={REVIEW_MESSAGES.reasonRequired}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => void send({ decision: 'reject', reason }, SUCCESS.reject)}
        />
      )}
    </div>
  );
}
