import { CloudAlert, CloudCheck } from 'lucide-react';

/** Nothing said yet (or the draft was thrown away), the last change is saved, or the last save failed. */
export type DraftSaveStatus = 'idle' | 'saved' | 'failed';

const DRAFT_SAVED = 'Draft saved';
/** Said while the last change is not saved: it is tried again with the next change (and as the page goes). */
const DRAFT_SAVE_FAILED = "Couldn't save your draft; we'll try again";

/**
 * A quiet line saying whether a form's last change is kept as a draft on the server. It is a polite
 * live region, always present, so its changes are announced without taking the focus.
 */
export function DraftStatus({ status, className = '' }: { status: DraftSaveStatus; className?: string }) {
  return (
    <p role="status" className={`min-h-5 text-xs/5 ${className}`.trim()}>
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
