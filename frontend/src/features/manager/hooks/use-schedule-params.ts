import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { addDays, dayKey, parseDayKey, today } from '../utils/dates';
import { isOnStrip, STRIP_STEP_DAYS } from '../utils/schedule';

/**
 * The schedule's chosen day and strip, kept in the address: `?day=2026-11-30` (today when absent)
 * and `&anchor=2026-11-28` once the strip was moved. Without an anchor the strip is around today,
 * or around the chosen day when today's strip does not show it.
 */
export function useScheduleParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = today();
  const day = parseDayKey(searchParams.get('day')) ?? now;
  const anchor = parseDayKey(searchParams.get('anchor')) ?? (isOnStrip(now, day) ? now : day);

  const write = useCallback(
    (nextDay: Date, nextAnchor: Date) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set('day', dayKey(nextDay));
          if (dayKey(nextAnchor) === dayKey(today())) params.delete('anchor');
          else params.set('anchor', dayKey(nextAnchor));
          return params;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  /** Shows `next`'s posts; a day off the strip brings the strip to it. */
  const selectDay = useCallback(
    (next: Date) => write(next, isOnStrip(anchor, next) ? anchor : next),
    [write, anchor],
  );

  /** Previous and Next: the strip and the chosen day a week earlier or later. */
  const shift = useCallback(
    (direction: -1 | 1) =>
      write(addDays(day, direction * STRIP_STEP_DAYS), addDays(anchor, direction * STRIP_STEP_DAYS)),
    [write, day, anchor],
  );

  /** Back to today, on today's strip. */
  const goToToday = useCallback(() => write(today(), today()), [write]);

  return { day, anchor, selectDay, shift, goToToday };
}
