import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

import { appQueryClient } from '@/app/query-provider';
import { unauthorizedRedirect } from '@/lib/api/client';
import { useSession } from '@/lib/auth';

import { server } from './mocks/server';

const initialSession = useSession.getState();

// A screen's lazy route module is compiled on its first import: on a fresh, busy two-core machine
// (CI's) that alone can take more than Testing Library's default second for `findBy` and `waitFor`.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  // jsdom cannot navigate; record 401 redirects instead.
  vi.spyOn(unauthorizedRedirect, 'go').mockImplementation(() => undefined);
  // Tests start from jsdom's default: no reduced-motion preference.
  if (!('matchMedia' in window)) {
    const matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  }
  if (!('scrollIntoView' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: () => undefined,
    });
  }
  // jsdom has no layout, so scrolling (ScrollRestoration) is a no-op.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // The app's routes share one query client (app/query-provider.tsx): no test sees another's data.
  appQueryClient.clear();
  useSession.setState(initialSession, true);
});

afterAll(() => {
  server.close();
});
