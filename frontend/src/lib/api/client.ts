import createClient, { type Middleware } from 'openapi-fetch';

import { API_BASE_PATH, TOKEN_STORAGE_KEY } from '@/config/constants';
import { paths as routes } from '@/config/paths';

import type { paths as GeneratedPaths } from './generated/schema';

/**
 * The generated document may spell paths with or without the `/api/v1` prefix; the client's base URL
 * already carries it, so callers always write the short form (`api.GET('/health')`).
 */
export type ApiPaths = {
  [K in keyof GeneratedPaths as K extends `${typeof API_BASE_PATH}${infer Rest}` ? Rest : K]: GeneratedPaths[K];
};

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearStoredToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}

/** Where a 401 sends the browser; replaceable in tests (jsdom cannot navigate). */
export const unauthorizedRedirect = {
  go: (): void => {
    if (window.location.pathname !== routes.login) {
      window.location.assign(routes.login);
    }
  },
};

function withAuthorization(request: Request): Request {
  const token = getStoredToken();
  if (token && !request.headers.has('Authorization')) {
    request.headers.set('Authorization', `Bearer ${token}`);
  }
  return request;
}

function handleUnauthorized(response: Response, redirect: boolean): void {
  if (response.status !== 401) return;
  clearStoredToken();
  if (redirect) unauthorizedRedirect.go();
}

const authMiddleware: Middleware = {
  onRequest({ request }) {
    return withAuthorization(request);
  },
  onResponse({ response }) {
    handleUnauthorized(response, true);
    return response;
  },
};

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

export function apiBaseUrl(): string {
  return `${window.location.origin}${API_BASE_PATH}`;
}

/** The typed client for every operation in the server's OpenAPI document. */
export const api = createClient<ApiPaths>({
  baseUrl: apiBaseUrl(),
  credentials: 'include',
  fetch: (request) => globalThis.fetch(request),
});
api.use(authMiddleware);

export interface ApiFetchOptions {
  /** False for silent checks (the session check on start-up): a 401 still clears the token. */
  redirectOnUnauthorized?: boolean;
}

/**
 * A call to an endpoint the generated document does not describe yet, with the same behaviour as
 * `api`: bearer token added, JSON by default, 401 clears the token and redirects to /login.
 */
export async function apiFetch(
  path: string,
  init: RequestInit = {},
  { redirectOnUnauthorized = true }: ApiFetchOptions = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('Accept', 'application/json');
  const request = withAuthorization(
    new Request(`${apiBaseUrl()}${path}`, { credentials: 'include', ...init, headers }),
  );
  const response = await globalThis.fetch(request);
  handleUnauthorized(response, redirectOnUnauthorized);
  return response;
}
