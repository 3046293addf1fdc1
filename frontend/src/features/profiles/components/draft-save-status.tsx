import { CloudAlert, CloudCheck } from 'lucide-react';

import type { DraftSaveStatus as Status } from '../hooks/use-draft-autosave';

export const DRAFT_SAVED = 'Draft saved';
/** Said while the last change is not saved: it is tried again with the next change (and as the page goes). */
export const DRAFT_SAVE_FAILED = "Couldn't save your draft; we'll try again";

/**
 * A quiet line under the step indicator saying whether the wizard's last change is saved. It is a
 * polite live region, always present, so its changes are announced without taking the focus.
 */
export function DraftSaveStatus({ status }: { status: Status }) {
  return (
    <p role="status" className="-mt-5 mb-5 min-h-5 text-right text-xs/5">
      {status === 'saved' && (
        <span className="text-slate-600">
          <CloudCheck aria-hidden="true" className="mr-1.5 inline size-4 align-[-4px]" />
          {DRAFT_SAVED}
        </span>
      )}
      {status === 'failed' && (
        <span className="font-medium text-amber-800">
          <CloudAlert aria-hidden="true" className="mr-1.5 inline size-4 align-[-4px]" />
          {DRAFT_SAVE_FAILED}
        </span>
      )}
    </p>
  );
}
