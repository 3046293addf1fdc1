import { useCallback, useEffect, useRef, useState } from 'react';

import type { DraftSaveStatus } from '@/components/ui/draft-status';

import { useDiscardSubmissionDraft } from '../api/discard-submission-draft';
import { saveSubmissionDraftOnExit, useSaveSubmissionDraft } from '../api/save-submission-draft';
import type { SubmissionDraftBody } from '../types';

/** How long after the last change the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;


/**
 * Keeps the server's draft what the form says: `wanted` is the body to keep (null: keep nothing, as
 * while a submission is revised), `held` what the server holds as the form opens, as the form would
 * send it. A change is saved DRAFT_SAVE_DELAY_MS after the last one, writes one at a time; a failed
 * write only changes the status (the next change tries again). What is not saved when the page is
 * hidden or goes away is sent with a keepalive request, and on leaving the form for another page.
 *
 * `pause` stops the saving (before a submit, which discards the draft on the server) once the write
 * under way is done; `resume` saves what changed meanwhile (the submit failed). `discard` deletes the
 * draft; the form then holds `next`.
 */
export function useDraftAutosave(wanted: SubmissionDraftBody | null, held: SubmissionDraftBody | null) {
  const { mutateAsync: save } = useSaveSubmissionDraft();
  const { mutateAsync: remove } = useDiscardSubmissionDraft();
  const [status, setStatus] = useState<DraftSaveStatus>('idle');
  const wantedText = wanted === null ? null : JSON.stringify(wanted);
  const [heldAtStart] = useState(() => (held === null ? null : JSON.stringify(held)));
  /** What the server holds, as far as this page knows. */
  const heldText = useRef(heldAtStart);
  /** What it should hold. */
  const latest = useRef(wantedText);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const paused = useRef(false);
  /** What a keepalive request sent as the page was hidden or left. */
  const leaving = useRef<string | null>(null);

  const write = useCallback(async () => {
    const text = latest.current;
    if (paused.current || text === null || text === heldText.current) return;
    try {
      await save(JSON.parse(text) as SubmissionDraftBody);
      heldText.current = text;
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }, [save]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    queue.current = queue.current.then(write);
    return queue.current;
  }, [write]);

  useEffect(() => {
    latest.current = wantedText;
    clearTimeout(timer.current);
    if (paused.current || wantedText === null || wantedText === heldText.current) return;
    timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
  }, [wantedText, flush]);

  useEffect(() => {
    // A page that goes away cancels its requests but a keepalive one, which must start in this event.
    const leave = () => {
      const text = latest.current;
      if (paused.current || text === null || text === heldText.current || text === leaving.current) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      leaving.current = text;
      const sent = saveSubmissionDraftOnExit(JSON.parse(text) as SubmissionDraftBody).then(
        (ok) => {
          if (ok) heldText.current = text;
          setStatus(ok ? 'saved' : 'failed');
        },
        () => setStatus('failed'),
      );
      // The next write (the page stayed: only hidden) waits for this one.
      queue.current = Promise.all([queue.current, sent]).then(() => {
        leaving.current = null;
      });
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the form for another page of the app: what is not saved yet is saved now.
      if (!paused.current) void flush();
    };
  }, [flush]);

  const pause = useCallback(async () => {
    paused.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    await queue.current;
  }, []);

  const resume = useCallback(() => {
    paused.current = false;
    void flush();
  }, [flush]);

  const discard = useCallback(
    async (next: SubmissionDraftBody) => {
      await pause();
      try {
        await remove();
      } catch (error) {
        resume();
        throw error;
      }
      heldText.current = JSON.stringify(next);
      latest.current = heldText.current;
      paused.current = false;
      setStatus('idle');
    },
    [pause, remove, resume],
  );

  return { status, pause, resume, discard };
}
