import { useDraftAutosave } from '@/hooks/use-draft-autosave';

import { useDiscardProfileDraft } from '../api/discard-profile-draft';
import { saveProfileDraftOnExit, useSaveProfileDraft } from '../api/save-profile-draft';
import type { ProfileDraftBody } from '../types';

/**
 * The wizard's draft on the server (see useDraftAutosave): `wanted` null deletes it; a change is
 * saved 600 ms after the last one, a change of step at once.
 */
export function useProfileDraftAutosave(wanted: ProfileDraftBody | null, held: ProfileDraftBody | null) {
  const { mutateAsync: save } = useSaveProfileDraft();
  const { mutateAsync: remove } = useDiscardProfileDraft();
  return useDraftAutosave(wanted, held, {
    save,
    remove,
    saveOnExit: saveProfileDraftOnExit,
    delayMs: 600,
    deleteOnNull: true,
    saveAtOnceOn: (body) => body.step,
  });
}
