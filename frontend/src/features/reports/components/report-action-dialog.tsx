import { useId, useState } from 'react';

import { CharacterCounter } from '@/components/form/character-counter';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/form-field';
import { ConfirmFooter } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { characterCount } from '@/utils/caption';

import { NOTE_MAX, REPORT_MESSAGES } from '../utils/messages';

/** What the dialog says of an action. */
export interface ActionWords {
  title: string;
  /** What the action does, said before it is confirmed. */
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** Red for what takes something away (removing, suspending). */
  danger: boolean;
  /** The note's label; a required note is the warning the author receives. */
  noteLabel: string;
}

interface ReportActionDialogProps extends ActionWords {
  noteRequired: boolean;
  busy: boolean;
  /** The server's refusal of the last attempt (`attempt` replays the alert); `field` when it was about the note. */
  failure: { message: string; attempt: number; field?: string } | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/**
 * Confirms a moderator's action on a report, with a note kept with the decision (at most 500
 * characters): optional, except for a warning, where it is what the author is told.
 */
export function ReportActionDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  danger,
  noteLabel,
  noteRequired,
  busy,
  failure,
  onConfirm,
  onClose,
}: ReportActionDialogProps) {
  const formId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's word on the note stands until the note is changed.
  const [editedAfter, setEditedAfter] = useState<number | null>(null);
  const trimmed = note.trim();
  const fieldFailure = failure?.field && editedAfter !== failure.attempt ? failure.field : null;

  function confirm() {
    if (noteRequired && trimmed === '') {
      setError(REPORT_MESSAGES.warningRequired);
      return;
    }
    if (characterCount(trimmed) > NOTE_MAX) {
      setError(REPORT_MESSAGES.noteTooLong);
      return;
    }
    onConfirm(trimmed);
  }

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
          form={formId}
          actionLabel={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          onClose={onClose}
          keepLabel="Cancel"
          actionVariant={danger ? 'danger' : 'primary'}
        />
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        className="space-y-4"
      >
        {failure && !failure.field && (
          <FormAlert key={failure.attempt} tone="error">
            {failure.message}
          </FormAlert>
        )}
        <TextAreaField
          label={noteRequired ? noteLabel : `${noteLabel} (optional)`}
          labelAside={<CharacterCounter text={trimmed} max={NOTE_MAX} />}
          rows={4}
          required={noteRequired}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
            setEditedAfter(failure?.attempt ?? null);
          }}
          error={error ?? fieldFailure ?? undefined}
        />
      </form>
    </Dialog>
  );
}
