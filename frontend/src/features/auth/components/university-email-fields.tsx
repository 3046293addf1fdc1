import type { ComponentProps } from 'react';

import { EmailField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';

interface UniversityEmailFieldsProps {
  /** The address's field (registered), its label and placeholder. */
  field: ComponentProps<typeof EmailField>;
  busy: boolean;
  /** Closes the form: a Cancel button beside Send link. */
  onCancel?: () => void;
}

/** The university address to send a link to, and Send link (Settings' card, the wizard's university step). */
export function UniversityEmailFields({ field, busy, onCancel }: UniversityEmailFieldsProps) {
  return (
    <>
      <EmailField {...field} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel="Sending..." size="md" className="w-full sm:w-auto">
          Send link
        </SubmitButton>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy} className="w-full sm:w-auto">
            Cancel
          </Button>
        )}
      </div>
    </>
  );
}
