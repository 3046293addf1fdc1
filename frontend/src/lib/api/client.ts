import createClient, { type Middleware } from 'openapi-fetch';

import { API_BASE_PATH } from '@/config/constants';
import { paths as routes } from '@/config/paths';

import type { paths as GeneratedPaths } from './generated/schema';
import { clearStoredToken, getStoredToken, sessionRejected } from './token-storage';

/**
 * The generated document may spell paths with or without the `/api/v1` prefix; the client's base URL
 * already carries it, so callers always write the short form (`api.GET('/health')`).
 */
export type ApiPaths = {
  [K in keyof GeneratedPaths as K extends `${typeof API_BASE_PATH}${infer Rest}` ? Rest : K]: GeneratedPaths[K];
};

/** Where a 401 sends the browser; replaceable in tests (jsdom cannot navigate). */
export const unauthorizedRedirect = {
  go: (): void => {
    if (window.location.pathname !== routes.login) {
      window.location.assign(routes.login);
    }
  },
};

/**
 * The stored bearer token on every call; a 401 drops the token and, unless the client is silent,
 * sends the browser to /login.
 */
function sessionMiddleware({ redirectOnUnauthorized }: { redirectOnUnauthorized: boolean }): Middleware {
  return {
    onRequest({ request }) {
      const token = getStoredToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) {
        // The page loads /login afresh (which empties every cache), or, for the silent calls, the
        // tab is signed out in place.
        if (redirectOnUnauthorized) {
          clearStoredToken();
          unauthorizedRedirect.go();
        } else {
          sessionRejected();
        }
      }
      return response;
    },
  };
}

/**
 * Per-request middleware for calls that must not carry the stored token, e.g. asking for a new
 * verification link for a typed address while a registration token of someone else is stored.
 */
export const withoutStoredToken: Middleware = {
  onRequest({ request }) {
    request.headers.delete('Authorization');
    return request;
  },
};

/** The API's address on this page's origin (none while the build prerenders pages, which request nothing). */
export function apiBaseUrl(): string {
  return `${globalThis.location?.origin ?? ''}${API_BASE_PATH}`;
}

function createApiClient(session: { redirectOnUnauthorized: boolean } | null) {
  const client = createClient<ApiPaths>({
    baseUrl: apiBaseUrl(),
    credentials: 'include',
    // Looked up on each call, so tests (MSW) see every request.
    fetch: (request) => globalThis.fetch(request),
  });
  if (session) client.use(sessionMiddleware(session));
  return client;
}

/**
 * The typed client for every operation in the server's OpenAPI document: the stored bearer token is
 * sent, and a 401 drops it and sends the browser to /login. JSON bodies by default; multipart bodies
 * through `multipart()` (./multipart.ts).
 */
export const api = createApiClient({ redirectOnUnauthorized: true });

/**
 * The same client for silent checks (the session check on start-up, logout): a 401 still drops the
 * stored token, but nobody is sent to /login.
 */
export const silentApi = createApiClient({ redirectOnUnauthorized: false });

/**
 * The same client for a call that carries a token of its own and is no part of the stored session:
 * finishing a sign-in with a second factor's code, whose token is not stored until the code is
 * right. It never sends, drops or redirects for the stored token: a 401 (the sign-in expired) is
 * only that call's failure.
 */
export const sessionlessApi = createApiClient(null);
