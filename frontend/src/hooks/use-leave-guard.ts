import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds back leaving the page while `dirty` (issue 37: changes were lost without a word): a move
 * inside the app is blocked until the person chooses (`blocker.proceed()` or `blocker.reset()`), and
 * closing or reloading the tab asks the browser's own question. Answers the router's blocker.
 */
export function useLeaveGuard(dirty: boolean) {
  // Only a move to another page counts: the same page with another query (a tab) does not.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return blocker;
}
