import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export const STEP_PARAM = 'step';

interface WizardHistoryState {
  /** The step the wizard was on when it moved to this entry. */
  wizardFrom: number;
}

function fromStep(state: unknown): number | null {
  if (typeof state === 'object' && state !== null && 'wizardFrom' in state && typeof state.wizardFrom === 'number') {
    return state.wizardFrom;
  }
  return null;
}

/**
 * The wizard's step, kept in the address (`?step=2`) so the browser's Back and Forward buttons move
 * between steps and a reload stays on the step. A step the draft cannot reach yet (`reachable`, e.g.
 * the photos before a university is chosen) shows the furthest reachable one, and the address is
 * corrected in place. The address the wizard opens on, without a step, shows `initial` (the step a
 * restored draft was on, bounded the same way) and is written in.
 */
export function useWizardStep(reachable: number, steps: number, initial = 1) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = searchParams.get(STEP_PARAM);
  const asked = Number(raw);
  // `initial` stands for the address the wizard opened on only: an older entry without a step, which
  // Back may come to, was the first step.
  const [openedOn] = useState(location.key);
  const fallback = raw === null && location.key === openedOn ? Math.min(Math.max(initial, 1), steps) : 1;
  const requested = Number.isInteger(asked) && asked >= 1 && asked <= steps ? asked : fallback;
  const step = Math.max(1, Math.min(requested, reachable));

  const setStep = useCallback(
    (next: number, { replace = false, from }: { replace?: boolean; from?: number } = {}) => {
      const state: WizardHistoryState | undefined = from === undefined ? undefined : { wizardFrom: from };
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set(STEP_PARAM, String(next));
          return params;
        },
        { replace, state },
      );
    },
    [setSearchParams],
  );

  // A step asked for in the address that cannot be shown (unknown, or not reachable yet) is corrected,
  // and a later step opened without one is written in: the address, not the draft, says the step from
  // now on (the draft reaching further as it is filled in moves nobody on).
  useEffect(() => {
    if (raw === null ? step !== 1 : raw !== String(step)) setStep(step, { replace: true });
  }, [raw, step, setStep]);

  /** Moves on (a new history entry, so the browser's Back comes back here). */
  const goTo = useCallback((next: number) => setStep(next, { from: step }), [setStep, step]);

  /** The wizard's own Back: the history's Back when the previous entry is the step before, else a new entry. */
  const back = useCallback(() => {
    if (step <= 1) return;
    if (fromStep(location.state) === step - 1) void navigate(-1);
    else setStep(step - 1, { from: step });
  }, [location.state, navigate, setStep, step]);

  /** Back to the first step, in place (after the draft is discarded). */
  const restart = useCallback(() => setStep(1, { replace: true }), [setStep]);

  return { step, goTo, back, restart };
}
