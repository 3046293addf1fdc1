import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the last try failed (the server's words), with a new `attempt` per try so it is announced again. */
  failure: { message: string; attempt: number } | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The button that keeps things as they are. */
  keepLabel?: string;
}

/** "Are you sure?" before cancelling a post or removing an account; the server's refusal shows inside. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  failure,
  onConfirm,
  onClose,
  keepLabel = 'Keep it',
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={description}
      onClose={onClose}
      dismissDisabled={busy}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {keepLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {failure ? (
        <FormAlert key={failure.attempt} tone="error">
          {failure.message}
        </FormAlert>
      ) : (
        <p className="text-sm leading-6 text-slate-600">This cannot be undone.</p>
      )}
    </Dialog>
  );
}
