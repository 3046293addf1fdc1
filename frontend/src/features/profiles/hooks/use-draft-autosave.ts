import { useCallback, useEffect, useRef, useState } from 'react';

import type { DraftSaveStatus } from '@/components/ui/draft-status';

import { useDiscardProfileDraft } from '../api/discard-profile-draft';
import { saveProfileDraftOnExit, useSaveProfileDraft } from '../api/save-profile-draft';
import type { ProfileDraftBody } from '../types';

/** How long after the last change the draft is saved; a change of step is saved at once. */
export const DRAFT_SAVE_DELAY_MS = 600;


function parse(text: string | null): ProfileDraftBody | null {
  return text === null ? null : (JSON.parse(text) as ProfileDraftBody);
}

/**
 * Keeps the server's draft what the wizard says it should be: `wanted` is the body to keep
 * (PUT /profile/draft), or null for no draft at all (DELETE); `held` is what the server holds as the
 * wizard opens. A change is saved DRAFT_SAVE_DELAY_MS after the last one, a change of step at once;
 * writes go one at a time, each sending the state of that moment. A failed write only changes the
 * status: the work stays on screen and the next change tries again. What is not saved yet when the
 * page is hidden or goes away (a reload, a closed tab) is sent with a keepalive request.
 *
 * `pause` stops the saving (before a submit, which deletes the draft) once the write under way is
 * done; `resume` saves what changed meanwhile (the submit failed).
 */
export function useDraftAutosave(wanted: ProfileDraftBody | null, held: ProfileDraftBody | null) {
  const { mutateAsync: save } = useSaveProfileDraft();
  const { mutateAsync: discard } = useDiscardProfileDraft();
  const [status, setStatus] = useState<DraftSaveStatus>('idle');
  const wantedText = wanted === null ? null : JSON.stringify(wanted);
  const [heldAtStart] = useState(() => (held === null ? null : JSON.stringify(held)));
  /** What the server holds, as far as this page knows. */
  const heldText = useRef(heldAtStart);
  /** What it should hold. */
  const latest = useRef(heldAtStart);
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** What a keepalive request sent as the page was hidden or left. */
  const leaving = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const paused = useRef(false);
  const lastStep = useRef<number | null>(null);

  const write = useCallback(async () => {
    const text = latest.current;
    if (paused.current || text === heldText.current) return;
    try {
      const body = parse(text);
      if (body === null) await discard();
      else await save(body);
      heldText.current = text;
      setStatus(body === null ? 'idle' : 'saved');
    } catch {
      setStatus('failed');
    }
  }, [save, discard]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    queue.current = queue.current.then(write);
    return queue.current;
  }, [write]);

  useEffect(() => {
    latest.current = wantedText;
    if (paused.current) return;
    const step = parse(wantedText)?.step ?? null;
    const stepChanged = step !== null && lastStep.current !== null && step !== lastStep.current;
    if (step !== null) lastStep.current = step;
    if (stepChanged || wantedText === null) {
      void flush();
    } else {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    }
  }, [wantedText, flush]);

  useEffect(() => {
    // A page that goes away cancels its requests but a keepalive one, which must start in this event.
    const leave = () => {
      const text = latest.current;
      if (paused.current || text === heldText.current || text === leaving.current) return;
      const body = parse(text);
      if (body === null) {
        void flush();
        return;
      }
      clearTimeout(timer.current);
      timer.current = undefined;
      leaving.current = text;
      const sent = saveProfileDraftOnExit(body).then(
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
      // Leaving the wizard for another page of the app: what is not saved yet is saved now.
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

  return { status, pause, resume };
}
