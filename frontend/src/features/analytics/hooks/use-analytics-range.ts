import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import type { AnalyticsRange } from '../api/get-analytics';
import { isDay } from '../utils/days';

/** The chosen days, kept in the address (`?from=2026-11-01&to=2026-11-30`) so a reload keeps them. */
export function useAnalyticsRange() {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const range: AnalyticsRange = { from: isDay(from) ? from : undefined, to: isDay(to) ? to : undefined };

  const setRange = useCallback(
    (next: AnalyticsRange) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const key of ['from', 'to'] as const) {
            const value = next[key];
            if (value) params.set(key, value);
            else params.delete(key);
          }
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { range, setRange };
}
