import { useCallback, useEffect, useRef, useState } from 'react';

import type { DraftSaveStatus } from '@/components/ui/draft-status';

/**
 * How a form's draft is kept on the server. `save`, `remove` and `saveOnExit` must keep their
 * identity from one render to the next (a mutation's `mutateAsync`, a module's function).
 */
export interface DraftAutosaveOptions<T> {
  /** Keeps `body` as the draft (PUT). */
  save: (body: T) => Promise<unknown>;
  /** Throws the draft away (DELETE). */
  remove: () => Promise<unknown>;
  /** The same PUT as a keepalive request, as the page goes away; answers whether it was saved. */
  saveOnExit: (body: T) => Promise<boolean>;
  /** How long after the last change the draft is saved. */
  delayMs: number;
  /** What `wanted` null means: the draft is deleted (true), or nothing is kept nor saved (false). */
  deleteOnNull?: boolean;
  /** A change of this part of the body (the wizard's step) is saved at once rather than after the delay. */
  saveAtOnceOn?: (body: T) => string | number;
}

/**
 * Keeps the server's draft what the form says: `wanted` is the body to keep (null: see
 * `deleteOnNull`), `held` what the server holds as the form opens, as the form would send it. A
 * change is saved `delayMs` after the last one; writes go one at a time, each sending the state of
 * that moment. A failed write only changes the status: the work stays on screen and the next change
 * tries again. What is not saved when the page is hidden or goes away (a reload, a closed tab) is
 * sent with a keepalive request, and on leaving the form for another page of the app.
 *
 * `pause` stops the saving (before a submit, which deletes the draft) once the write under way is
 * done; `resume` saves what changed meanwhile (the submit failed). `discard` deletes the draft; the
 * form then holds `next`.
 */
export function useDraftAutosave<T>(
  wanted: T | null,
  held: T | null,
  { save, remove, saveOnExit, delayMs, deleteOnNull = false, saveAtOnceOn }: DraftAutosaveOptions<T>,
) {
  const [status, setStatus] = useState<DraftSaveStatus>('idle');
  const wantedText = wanted === null ? null : JSON.stringify(wanted);
  const atOnceKey = wanted === null || saveAtOnceOn === undefined ? null : saveAtOnceOn(wanted);
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
  const lastKey = useRef<string | number | null>(null);

  const write = useCallback(async () => {
    const text = latest.current;
    if (paused.current || text === heldText.current || (text === null && !deleteOnNull)) return;
    try {
      if (text === null) await remove();
      else await save(JSON.parse(text) as T);
      heldText.current = text;
      setStatus(text === null ? 'idle' : 'saved');
    } catch {
      setStatus('failed');
    }
  }, [save, remove, deleteOnNull]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    queue.current = queue.current.then(write);
    return queue.current;
  }, [write]);

  useEffect(() => {
    latest.current = wantedText;
    clearTimeout(timer.current);
    if (paused.current) return;
    const keyChanged = atOnceKey !== null && lastKey.current !== null && atOnceKey !== lastKey.current;
    if (atOnceKey !== null) lastKey.current = atOnceKey;
    if (wantedText === null) {
      if (deleteOnNull) void flush();
    } else if (keyChanged) {
      void flush();
    } else {
      timer.current = setTimeout(() => void flush(), delayMs);
    }
  }, [wantedText, atOnceKey, flush, deleteOnNull, delayMs]);

  useEffect(() => {
    // A page that goes away cancels its requests but a keepalive one, which must start in this event.
    const leave = () => {
      const text = latest.current;
      if (paused.current || text === heldText.current || text === leaving.current) return;
      if (text === null) {
        // A deletion is not sent as a keepalive request: it goes as an ordinary write.
        if (deleteOnNull) void flush();
        return;
      }
      clearTimeout(timer.current);
      timer.current = undefined;
      leaving.current = text;
      const sent = saveOnExit(JSON.parse(text) as T).then(
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
  }, [flush, saveOnExit, deleteOnNull]);

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
    async (next: T) => {
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
