import { useDraftAutosave } from '@/hooks/use-draft-autosave';

import { useDiscardSubmissionDraft } from '../api/discard-submission-draft';
import { saveSubmissionDraftOnExit, useSaveSubmissionDraft } from '../api/save-submission-draft';
import type { SubmissionDraftBody } from '../types';

/**
 * The /submit form's draft on the server (see useDraftAutosave): `wanted` null keeps nothing and
 * saves nothing (while a submission is revised); a change is saved 800 ms after the last one.
 */
export function useSubmissionDraftAutosave(wanted: SubmissionDraftBody | null, held: SubmissionDraftBody | null) {
  const { mutateAsync: save } = useSaveSubmissionDraft();
  const { mutateAsync: remove } = useDiscardSubmissionDraft();
  return useDraftAutosave(wanted, held, { save, remove, saveOnExit: saveSubmissionDraftOnExit, delayMs: 800 });
}
