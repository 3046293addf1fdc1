import type { UseMutationResult } from '@tanstack/react-query';
import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { FormAlert, useAttemptAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  /** The question ("Are you sure you want to delete {name}? ..."). */
  description: string;
  /** The confirming button: its icon (none by default), its label, and its label while the action runs. */
  icon?: LucideIcon;
  actionLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Shown instead of `children` after a failed attempt (`attempt` replays the alert). */
  failure?: { message: string; attempt: number } | null;
  /** What else the action does (default: "This cannot be undone."). */
  children?: ReactNode;
  /** The button that keeps things as they are. */
  keepLabel?: string;
  /** The confirming button's look: red for what destroys (the default), the brand's for a step forward. */
  actionVariant?: 'danger' | 'primary';
}

type ConfirmFooterProps = Pick<ConfirmDialogProps, 'icon' | 'actionLabel' | 'busyLabel' | 'busy' | 'onClose'> &
  Required<Pick<ConfirmDialogProps, 'keepLabel' | 'actionVariant'>> &
  /** The action: a click, or submitting the dialog's form (by its id). */
  ({ onConfirm: () => void; form?: undefined } | { form: string; onConfirm?: undefined });

/** A confirming dialog's buttons: the one that keeps things as they are, and the action (a spinner while it runs). */
export function ConfirmFooter({ icon: Icon, actionLabel, busyLabel, busy, onConfirm, form, onClose, keepLabel, actionVariant }: ConfirmFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {keepLabel}
      </Button>
      <Button type={form ? 'submit' : 'button'} form={form} variant={actionVariant} onClick={onConfirm} disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : Icon && <Icon aria-hidden="true" className="size-4" />}
        {busy ? busyLabel : actionLabel}
      </Button>
    </>
  );
}

/** An alert dialog asking to confirm one action: Cancel, and the action (in red unless told). */
export function ConfirmDialog({
  title,
  description,
  icon: Icon,
  actionLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
  failure,
  children = 'This cannot be undone.',
  keepLabel = 'Cancel',
  actionVariant = 'danger',
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
        <ConfirmFooter
          icon={Icon}
          actionLabel={actionLabel}
          busyLabel={busyLabel}
          busy={busy}
          onConfirm={onConfirm}
          onClose={onClose}
          keepLabel={keepLabel}
          actionVariant={actionVariant}
        />
      }
    >
      {failure ? (
        <FormAlert key={failure.attempt} tone="error">
          {failure.message}
        </FormAlert>
      ) : (
        <p className="text-sm leading-6 text-slate-600">{children}</p>
      )}
    </Dialog>
  );
}

interface ConfirmActionOptions<TData> {
  onSuccess: (data: TData) => void;
  /** Said in the dialog when the action failed. */
  failureMessage: (error: Error) => string;
  /** Anything else a failure does (a toast). */
  onFailure?: (error: Error) => void;
}

/**
 * The action of a ConfirmDialog: `confirm` runs the mutation; a failure is said
 * in the dialog (`failure`), taken down when it is tried again or closed (`clear`).
 */
export function useConfirmAction<TData, TVariables, TOnMutateResult>(
  mutation: Pick<UseMutationResult<TData, Error, TVariables, TOnMutateResult>, 'mutate'>,
  { onSuccess, failureMessage, onFailure }: ConfirmActionOptions<TData>,
) {
  const { alert: failure, show, clear } = useAttemptAlert();
  const confirm = (variables: TVariables) => {
    clear();
    mutation.mutate(variables, {
      onSuccess,
      onError: (error) => {
        onFailure?.(error);
        show({ message: failureMessage(error) });
      },
    });
  };
  return { failure, confirm, clear };
}
