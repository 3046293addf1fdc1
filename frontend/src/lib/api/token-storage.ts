import { TOKEN_STORAGE_KEY } from '@/config/constants';

// Apart from the client, so the session store reads the token without loading openapi-fetch.

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

const rejectedListeners = new Set<() => void>();

/**
 * Calls `listener` when the server no longer knows the session (a 401 answered to a call that does
 * not reload the page to /login): the session store then signs the tab out, which empties the query
 * cache. Answers the unsubscribe.
 */
export function onSessionRejected(listener: () => void): () => void {
  rejectedListeners.add(listener);
  return () => rejectedListeners.delete(listener);
}

/** Drops the token after a 401 and tells the listeners. */
export function sessionRejected(): void {
  clearStoredToken();
  for (const listener of rejectedListeners) listener();
}
