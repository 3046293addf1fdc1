import { useEffect, useState } from 'react';

/** The longest wait for an idle moment (browsers without requestIdleCallback wait this long at most). */
const IDLE_TIMEOUT_MS = 2000;
const FALLBACK_DELAY_MS = 200;

/**
 * False on the first render, true once the browser has an idle moment after it: what renders only
 * then (a `lazy` component) is fetched after the page's first paint, not with it.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback.
    const handle = window.setTimeout(() => setIdle(true), FALLBACK_DELAY_MS);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
