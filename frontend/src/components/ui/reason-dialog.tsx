import { useId, useState } from 'react';

import { FieldError } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ReasonDialogProps {
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  /** Shown when the reason is left blank (the server answers the same). */
  missingMessage: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  /** The confirming button: red for a refusal (the default), the brand colour for a gentler decision. */
  confirmVariant?: 'danger' | 'primary';
}

/**
 * A reviewer's decision that the student must be told the reason for: 'Reject Profile', 'Take Down
 * Profile', 'Request changes' to a submission.
 */
export function ReasonDialog({
  title,
  description,
  label,
  confirmLabel,
  missingMessage,
  busy,
  onCancel,
  onConfirm,
  confirmVariant = 'danger',
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const confirm = () => {
    if (!reason.trim()) {
      setError(missingMessage);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      title={title}
      description={description}
      onClose={onCancel}
      dismissDisabled={busy}
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={confirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={4}
        maxLength={1000}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-reason-error` : undefined}
        className="mt-1.5 block w-full rounded-xl border-0 px-4 py-3 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      {error && <FieldError id={`${id}-reason-error`}>{error}</FieldError>}
    </Dialog>
  );
}
