import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import { useSession } from '@/lib/auth';
import { loadChangeMap } from '@/lib/changes';
import { createQueryClient } from '@/lib/query-client';

/**
 * The app's one react-query client, which reads again what a mutation changed (`CHANGE_MAP`, loaded
 * apart: see `loadChangeMapOnSignIn`). This module loads with the first screen that reads server data
 * (every route but the landing page, a signed-in person's landing page, the landing page's figures,
 * the footer's newsletter box and contact details),
 * so react-query stays out of a guest's first visit.
 */
export const appQueryClient = createQueryClient(async () => (await import('./compose/change-map')).CHANGE_MAP);

/**
 * Whatever one person's screens read (their settings, notifications, saved students…) goes with
 * their session: when they sign out, or someone else signs in in this tab, the cache is emptied,
 * so the next person never sees the previous one's answers, even for a moment.
 */
export function forgetOnSessionChange(client: QueryClient): () => void {
  let signedInAs = useSession.getState().user?.id ?? null;
  return useSession.subscribe((state) => {
    const now = state.user?.id ?? null;
    if (now === signedInAs) return;
    if (signedInAs !== null) client.clear();
    signedInAs = now;
  });
}

forgetOnSessionChange(appQueryClient);

/**
 * The change map names several features' queries, which a guest's pages need none of (a guest's
 * mutations change nothing it names): it loads once someone is signed in, before they can change
 * anything, so that a change is read again at once.
 */
export function loadChangeMapOnSignIn(client: QueryClient): () => void {
  const loadIfSignedIn = ({ isAuthenticated }: { isAuthenticated: boolean }) => {
    if (isAuthenticated) loadChangeMap(client);
  };
  loadIfSignedIn(useSession.getState());
  return useSession.subscribe(loadIfSignedIn);
}

loadChangeMapOnSignIn(appQueryClient);

/** Gives `children` the app's query client; every provider hands out the same one, so one cache. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}

/** The layout route around every screen but the landing page. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
