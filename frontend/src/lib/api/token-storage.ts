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

const clearedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the stored token is dropped (a sign-out, or a 401 from any call): the
 * session store then signs the tab out, which empties the query cache. Answers the unsubscribe.
 */
export function onTokenCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function clearStoredToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  for (const listener of clearedListeners) listener();
}
