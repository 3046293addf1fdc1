import { useId, useState } from 'react';

import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api/errors';

import { useSetLooking } from '../api/set-looking';
import { CONNECTION_MESSAGES } from '../utils/messages';

interface StillLookingQuestionProps {
  /** Whether the viewer's profile says they are looking (undefined until known): one who is not is not asked. */
  looking: boolean | undefined;
}

/**
 * Asked once both said "We're roommates": is the viewer still looking (a flat of four still is)? "Yes"
 * keeps them on the roommate lists; "No" takes them off at once.
 */
export function StillLookingQuestion({ looking }: StillLookingQuestionProps) {
  const titleId = useId();
  const [keptLooking, setKeptLooking] = useState(false);
  const setLooking = useSetLooking();

  if (setLooking.isSuccess && !setLooking.data) {
    return <p className="text-sm text-slate-700">Got it: you no longer show on the roommate lists.</p>;
  }
  if (keptLooking) return <p className="text-sm text-slate-700">Got it: you stay on the roommate lists.</p>;
  if (looking === false) return null;

  return (
    <div role="group" aria-labelledby={titleId} className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div>
        <p id={titleId} className="text-sm font-semibold text-slate-900">
          Are you still looking for a roommate?
        </p>
        <p className="text-xs text-slate-600">Say yes if you need more, e.g. for a flat of four.</p>
      </div>
      {setLooking.isError && (
        <FormAlert key={setLooking.submittedAt} tone="error">
          {getErrorMessage(setLooking.error, CONNECTION_MESSAGES.lookingFailed)}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={setLooking.isPending} onClick={() => setKeptLooking(true)}>
          Yes, still looking
        </Button>
        <Button variant="secondary" size="sm" disabled={setLooking.isPending} onClick={() => setLooking.mutate(false)}>
          {setLooking.isPending ? 'Saving...' : 'No'}
        </Button>
      </div>
    </div>
  );
}
