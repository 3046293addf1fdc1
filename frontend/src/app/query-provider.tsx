import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import { createQueryClient } from '@/lib/query-client';

/**
 * The app's one react-query client. This module loads with the first screen that reads server data
 * (every route but the landing page, a signed-in person's landing page, the landing page's figures,
 * the footer's newsletter box and contact details),
 * so react-query stays out of a guest's first visit.
 */
export const appQueryClient = createQueryClient();

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
