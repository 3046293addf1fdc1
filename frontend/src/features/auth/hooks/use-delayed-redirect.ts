import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { AUTH_REDIRECT_DELAY_MS } from '@/config/constants';

/** Once `active`, goes to `to` after the delay (3 s after a verification or reset, spec 9). */
export function useDelayedRedirect(active: boolean, to: string, delayMs: number = AUTH_REDIRECT_DELAY_MS): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, to, delayMs, navigate]);
}
