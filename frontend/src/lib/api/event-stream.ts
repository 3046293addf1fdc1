import { apiBaseUrl } from './client';
import { getStoredToken } from './token-storage';

/**
 * GET /events, the live stream (Server-Sent Events; not a JSON operation, so not in the typed client).
 * The bearer token goes in the Authorization header, never in the address. Without a stored token
 * the answer is a 401 made here, as the server's would be.
 */
export function openEventStream({ lastEventId, signal }: { lastEventId: string | null; signal: AbortSignal }): Promise<Response> {
  const token = getStoredToken();
  if (!token) return Promise.resolve(new Response(null, { status: 401 }));
  return globalThis.fetch(`${apiBaseUrl()}/events`, {
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'text/event-stream',
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    },
    cache: 'no-store',
    signal,
  });
}
