import { useState } from 'react';

import { FieldError } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { MODERATION_MESSAGES } from '../utils/messages';

interface RejectProfileDialogProps {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** The 'Reject Profile' modal: a mandatory reason. */
export function RejectProfileDialog({ name, busy, onCancel, onReject }: RejectProfileDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!reason.trim()) {
      setError(MODERATION_MESSAGES.reasonRequired);
      return;
    }
    onReject(reason.trim());
  };
  return (
    <Dialog
      title="Reject Profile"
      description={`Tell ${name} why the profile was not approved.`}
      onClose={onCancel}
      dismissDisabled={busy}
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            Reject Profile
          </Button>
        </div>
      }
    >
      <label htmlFor="rejection-reason" className="block text-sm font-semibold text-slate-800">
        Reason for rejection
      </label>
      <textarea
        id="rejection-reason"
        rows={4}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'rejection-reason-error' : undefined}
        className="mt-1.5 block w-full rounded-xl border-0 px-4 py-3 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      {error && <FieldError id="rejection-reason-error">{error}</FieldError>}
    </Dialog>
  );
}
