import { lazy, Suspense, useEffect, type ReactNode } from 'react';

import { useBrowserIdle } from '@/hooks/use-browser-idle';
import { useSession } from '@/lib/auth';

// Fetched once the first page has painted; a toast raised before then waits in react-toastify's
// queue and shows when the container mounts.
const Toasts = lazy(() => import('./toasts'));

/**
 * Session start-up and the toasts. The react-query client is not here: it comes with the screens
 * that read server data (./query-provider.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const init = useSession((state) => state.init);
  const idle = useBrowserIdle();

  useEffect(() => {
    void init();
  }, [init]);

  return (
    <>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
