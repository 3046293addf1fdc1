import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';

import { CHANGE_MAP } from '@/app/compose/change-map';
import { useSession, type User } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

interface RenderWithRouterOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes, e.g. targets of links the test follows. */
  routes?: RouteObject[];
}

/** Renders `ui` at `path` inside a memory router and a fresh query client (reading changes again as the app's does). */
export function renderWithRouter(ui: ReactElement, { path = '/', routes = [], ...options }: RenderWithRouterOptions = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: ui },
      ...routes,
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient(CHANGE_MAP);
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return {
    user: userEvent.setup(),
    router,
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }),
  };
}

interface RenderRoutesOptions {
  /** The location's state, e.g. what /registration-success receives. */
  state?: unknown;
  /** Render inside React's StrictMode (effects run twice on mount, as in development). */
  strict?: boolean;
  /** The test uses `vi.useFakeTimers({ shouldAdvanceTime: true })`; user-event must advance them. */
  fakeTimers?: boolean;
}

/**
 * Renders a route table (the app's `routes`) at `path` with a fresh query client and the toasts,
 * as the app does: for journeys through whole pages.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { state, strict = false, fakeTimers = false }: RenderRoutesOptions = {},
) {
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] });
  const queryClient = createQueryClient(CHANGE_MAP);
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>
  );
  return {
    user: userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {}),
    router,
    queryClient,
    ...render(strict ? <StrictMode>{app}</StrictMode> : app),
  };
}

/** Puts a signed-in person in the session store, as after a successful start-up check. */
export function signInAs(user: User, token = 'session-token') {
  localStorage.setItem('token', token);
  useSession.setState({ token, isAuthenticated: true, user, loading: false, error: null, needsVerification: false });
}

/**
 * Makes `(min-width: Npx)` media queries match as they would in a window `width` px wide (the menus
 * that differ between phone and desktop). Undo with `vi.unstubAllGlobals()`.
 */
export function setWindowWidth(width: number) {
  const matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  vi.stubGlobal('matchMedia', matchMedia);
}
