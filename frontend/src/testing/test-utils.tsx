import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { createQueryClient } from '@/lib/query-client';

interface RenderWithRouterOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes, e.g. targets of links the test follows. */
  routes?: RouteObject[];
}

/** Renders `ui` at `path` inside a memory router and a fresh query client. */
export function renderWithRouter(ui: ReactElement, { path = '/', routes = [], ...options }: RenderWithRouterOptions = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: ui },
      ...routes,
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return {
    user: userEvent.setup(),
    router,
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }),
  };
}
