import { createParser, type EventSourceMessage } from 'eventsource-parser';

import { reconnectDelay } from './backoff';
import type { LiveEventName, LiveEvents, LiveStatus } from './events';

/**
 * After a 429 (too many streams open for this person), the stream is tried again this much later,
 * plus up to half again at random (the places of tabs that closed free up within a minute).
 */
export const POLLING_RETRY_MS = 30_000;
/** The server sends a comment every 25 s: this long without a byte means the stream is dead. */
export const DEAD_STREAM_MS = 60_000;

/**
 * Opens the stream: the HTTP answer, whose body is read as Server-Sent Events. `lastEventId` is the
 * id of the last event received, for the server to replay what came after it.
 */
export type OpenStream = (request: { lastEventId: string | null; signal: AbortSignal }) => Promise<Response>;

export interface LiveStreamOptions {
  open: OpenStream;
  /** In [0, 1), for the reconnection delays' jitter (tests pass a constant). */
  random?: () => number;
}

export type LiveEventHandler<K extends LiveEventName> = (data: LiveEvents[K]) => void;

export interface LiveStream {
  /**
   * Keeps the stream open while anyone holds it: the first holder opens it, the last release closes
   * it and forgets where it stood. Answers the release.
   */
  retain: () => () => void;
  /** Calls `handler` with the data of each `name` event; answers the unsubscribe. */
  subscribe: <K extends LiveEventName>(name: K, handler: LiveEventHandler<K>) => () => void;
  status: () => LiveStatus;
  /** Calls `listener` after each change of `status()`; answers the unsubscribe. */
  onStatus: (listener: () => void) => () => void;
}

/**
 * One Server-Sent Events stream read from a `fetch` body (a browser's EventSource cannot send the
 * bearer token in a header), which
 * - remembers the last event id and sends it as Last-Event-ID when it opens the stream again;
 * - opens it again after a network error, an answer other than 2xx, 401 or 429, the server ending it,
 *   or `DEAD_STREAM_MS` without a byte, waiting `reconnectDelay(failures)` (the count starts again
 *   once a connection has delivered an event);
 * - stops on 401 (the app's usual handling of an ended session applies);
 * - on 429 says `polling` and tries again after `POLLING_RETRY_MS`.
 * Every event's data is JSON; one that does not parse is skipped.
 */
export function createLiveStream({ open, random = Math.random }: LiveStreamOptions): LiveStream {
  const handlers = new Map<LiveEventName, Set<(data: unknown) => void>>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = 'idle';
  let holders = 0;
  let lastEventId: string | null = null;
  let failures = 0;
  /** The connection under way; any other one's late callbacks see they are no longer current. */
  let current: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let deadTimer: ReturnType<typeof setTimeout> | undefined;

  function setStatus(next: LiveStatus) {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener();
  }

  function clearTimers() {
    clearTimeout(retryTimer);
    clearTimeout(deadTimer);
    retryTimer = undefined;
    deadTimer = undefined;
  }

  /** Drops the connection under way, if any, and every pending timer. */
  function drop() {
    const connection = current;
    current = null;
    clearTimers();
    connection?.abort();
  }

  function dispatch(message: EventSourceMessage) {
    if (message.id !== undefined) lastEventId = message.id === '' ? null : message.id;
    const name = message.event as LiveEventName | undefined;
    const listeners = name ? handlers.get(name) : undefined;
    if (!listeners || listeners.size === 0) return;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    for (const listener of [...listeners]) {
      try {
        listener(data);
      } catch (error) {
        // One listener's bug neither stops the others nor the stream; it still shows.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function connectLater(delay: number, next: LiveStatus) {
    drop();
    setStatus(next);
    retryTimer = setTimeout(connect, delay);
  }

  function retry() {
    failures += 1;
    connectLater(reconnectDelay(failures, random), 'retrying');
  }

  function armDeadTimer(connection: AbortController) {
    clearTimeout(deadTimer);
    deadTimer = setTimeout(() => {
      if (current === connection) retry();
    }, DEAD_STREAM_MS);
  }

  async function read(body: ReadableStream<Uint8Array>, connection: AbortController) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let delivered = false;
    const parser = createParser({
      onEvent: (message) => {
        if (current !== connection) return;
        if (!delivered) {
          delivered = true;
          failures = 0;
        }
        dispatch(message);
      },
    });
    // Aborting the fetch does not always end a pending read: cancelling the reader does.
    const cancel = () => void reader.cancel().catch(() => undefined);
    connection.signal.addEventListener('abort', cancel, { once: true });
    try {
      armDeadTimer(connection);
      for (;;) {
        const { done, value } = await reader.read();
        if (current !== connection || done) return;
        armDeadTimer(connection);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A network error mid-stream: the caller opens it again.
    } finally {
      connection.signal.removeEventListener('abort', cancel);
    }
  }

  async function connect() {
    drop();
    const connection = new AbortController();
    current = connection;
    setStatus('connecting');
    // An answer that never comes (its headers held somewhere on the way) counts as a dead stream too.
    armDeadTimer(connection);
    let response: Response;
    try {
      response = await open({ lastEventId, signal: connection.signal });
    } catch {
      if (current === connection) retry();
      return;
    }
    if (current !== connection) {
      void response.body?.cancel().catch(() => undefined);
      return;
    }
    if (response.status === 401) {
      drop();
      setStatus('unauthorized');
      return;
    }
    if (response.status === 429) {
      connectLater(POLLING_RETRY_MS + Math.floor((random() * POLLING_RETRY_MS) / 2), 'polling');
      return;
    }
    if (!response.ok || !response.body) {
      retry();
      return;
    }
    setStatus('open');
    await read(response.body, connection);
    // The server ended the stream, or the network did.
    if (current === connection) retry();
  }

  function stop() {
    drop();
    failures = 0;
    lastEventId = null;
    setStatus('idle');
  }

  return {
    retain() {
      holders += 1;
      if (holders === 1) void connect();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) stop();
      };
    },
    subscribe(name, handler) {
      const listener = handler as (data: unknown) => void;
      let listeners = handlers.get(name);
      if (!listeners) {
        listeners = new Set();
        handlers.set(name, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}
