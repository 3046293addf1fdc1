import { CloudAlert, CloudCheck } from 'lucide-react';

import type { DraftSaveStatus } from '../hooks/use-draft-autosave';

/** A quiet line saying whether the form's last change is kept as a draft: a polite live region, always present. */
export function DraftStatus({ status }: { status: DraftSaveStatus }) {
  return (
    <p role="status" className="min-h-5 text-xs/5">
      {status === 'saved' && (
        <span className="text-slate-600">
          <CloudCheck aria-hidden="true" className="mr-1.5 inline size-4 align-[-4px]" />
          Draft saved
        </span>
      )}
      {status === 'failed' && (
        <span className="font-medium text-amber-800">
          <CloudAlert aria-hidden="true" className="mr-1.5 inline size-4 align-[-4px]" />
          Couldn&apos;t save your draft; we&apos;ll try again
        </span>
      )}
    </p>
  );
}
