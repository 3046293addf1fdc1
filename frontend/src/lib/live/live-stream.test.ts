import { reconnectDelay } from './backoff';
import type { LiveEvents } from './events';
import { createLiveStream, DEAD_STREAM_MS, POLLING_RETRY_MS, type OpenStream } from './live-stream';

/** One answer the fake server gives, with the stream the test writes to. */
interface FakeConnection {
  lastEventId: string | null;
  signal: AbortSignal;
  write: (text: string) => void;
  end: () => void;
  /** Whether the client cancelled the body (went away). */
  cancelled: () => boolean;
}

/**
 * A fake `open`: each call is recorded; `answers` says what each call answers in turn (a status, or
 * 'stream' for an open text/event-stream, or 'network' for a failed fetch); the last one repeats.
 */
function fakeServer(answers: (number | 'stream' | 'network')[] = ['stream']) {
  const connections: FakeConnection[] = [];
  const open: OpenStream = ({ lastEventId, signal }) => {
    const answer = answers[Math.min(connections.length, answers.length - 1)]!;
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
      cancel() {
        cancelled = true;
      },
    });
    connections.push({
      lastEventId,
      signal,
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      cancelled: () => cancelled,
    });
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'stream') return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    return Promise.resolve(new Response(null, { status: answer }));
  };
  return { open, connections };
}

/** Lets the pending promises (the fetch, the reads) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const hello = (unread: number, id?: string) => `${id ? `id: ${id}\n` : ''}event: hello\ndata: {"unread":${unread},"fresh":false}\n\n`;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => reconnectDelay(failures, none))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('shortens each wait at random by up to half', () => {
    expect(reconnectDelay(1, () => 0.5)).toBe(750);
    expect(reconnectDelay(6, () => 0.999_999)).toBe(15_000);
    for (let i = 0; i < 50; i += 1) {
      const delay = reconnectDelay(3);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });
});

describe('createLiveStream', () => {
  it('hands each named event its JSON to the subscribers of that name, across chunk boundaries', async () => {
    const server = fakeServer();
    const live = createLiveStream({ open: server.open, random: () => 0 });
    const hellos: LiveEvents['hello'][] = [];
    const reads: LiveEvents['read'][] = [];
    live.subscribe('hello', (data) => hellos.push(data));
    const unsubscribe = live.subscribe('read', (data) => reads.push(data));
    const release = live.retain();
    await settle();
    expect(live.status()).toBe('open');

    const connection = server.connections[0]!;
    connection.write('event: hel');
    connection.write('lo\ndata: {"unread":3,');
    connection.write('"fresh":true}\n\n: heartbeat\n\n');
    // Unknown events, data that is not JSON and events without a name are skipped.
    connection.write('event: unknown\ndata: {}\n\nevent: read\ndata: not json\n\ndata: {"x":1}\n\n');
    connection.write('event: read\ndata: {"ids":["a","b"],"unread":1}\n\n');
    await settle();
    expect(hellos).toEqual([{ unread: 3, fresh: true }]);
    expect(reads).toEqual([{ ids: ['a', 'b'], unread: 1 }]);

    unsubscribe();
    connection.write('event: read\ndata: {"ids":null,"unread":0}\n\n');
    await settle();
    expect(reads).toHaveLength(1);
    release();
  });

  it('keeps the stream and the other subscribers going when one subscriber throws', async () => {
    const server = fakeServer();
    const live = createLiveStream({ open: server.open, random: () => 0 });
    const seen: number[] = [];
    const failure = new Error('bug in a handler');
    live.subscribe('hello', () => {
      throw failure;
    });
    live.subscribe('hello', ({ unread }) => seen.push(unread));
    const thrown: unknown[] = [];
    const queue = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => {
      try {
        callback();
      } catch (error) {
        thrown.push(error);
      }
    });
    const release = live.retain();
    await settle();
    server.connections[0]!.write(hello(1) + hello(2));
    await settle();
    expect(seen).toEqual([1, 2]);
    expect(thrown).toEqual([failure, failure]);
    expect(live.status()).toBe('open');
    queue.mockRestore();
    release();
  });

  it('opens the stream again 1 s after the server ends it, sending the last event id as Last-Event-ID', async () => {
    const server = fakeServer();
    const live = createLiveStream({ open: server.open, random: () => 0 });
    const release = live.retain();
    await settle();
    expect(server.connections[0]!.lastEventId).toBeNull();

    server.connections[0]!.write(hello(0, '41'));
    server.connections[0]!.write('id: 42\nevent: read\ndata: {"ids":null,"unread":0}\n\n');
    // An event without an id keeps the last one.
    server.connections[0]!.write('event: read\ndata: {"ids":null,"unread":0}\n\n');
    server.connections[0]!.end();
    await settle();
    expect(live.status()).toBe('retrying');

    await vi.advanceTimersByTimeAsync(999);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.lastEventId).toBe('42');
    release();
  });

  it('waits longer after each failure in a row, up to 30 s, and starts again from 1 s once events arrive', async () => {
    const server = fakeServer(['network', 503, 'network', 500, 'network', 'network', 'network', 'stream']);
    const live = createLiveStream({ open: server.open, random: () => 0 });
    const release = live.retain();
    await settle();
    const waits: number[] = [];
    while (server.connections.length < 8) {
      const before = server.connections.length;
      let waited = 0;
      while (server.connections.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(live.status()).toBe('open');

    // This connection delivered an event: the next failure waits 1 s again.
    server.connections[7]!.write(hello(0));
    server.connections[7]!.end();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.connections).toHaveLength(9);
    release();
  });

  it('treats 60 s without a byte as a dead stream, and a heartbeat as life', async () => {
    const server = fakeServer();
    const live = createLiveStream({ open: server.open, random: () => 0 });
    const release = live.retain();
    await settle();
    const first = server.connections[0]!;
    first.write(hello(0, '7'));
    await settle();

    await vi.advanceTimersByTimeAsync(DEAD_STREAM_MS - 5000);
    first.write(': heartbeat\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(DEAD_STREAM_MS - 1);
    expect(live.status()).toBe('open');
    expect(first.signal.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(first.signal.aborted).toBe(true);
    expect(first.cancelled()).toBe(true);
    expect(live.status()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.lastEventId).toBe('7');
    release();
  });

  it('falls back to polling on 429 and tries the stream again 30 seconds later', async () => {
    const server = fakeServer([429, 429, 'stream']);
    const live = createLiveStream({ open: server.open, random: () => 0 });
    const statuses: string[] = [];
    live.onStatus(() => statuses.push(live.status()));
    const release = live.retain();
    await settle();
    expect(live.status()).toBe('polling');

    await vi.advanceTimersByTimeAsync(POLLING_RETRY_MS - 1);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(2);
    expect(live.status()).toBe('polling');

    await vi.advanceTimersByTimeAsync(POLLING_RETRY_MS);
    expect(server.connections).toHaveLength(3);
    expect(live.status()).toBe('open');
    expect(statuses).toEqual(['connecting', 'polling', 'connecting', 'polling', 'connecting', 'open']);
    release();
  });

  it('stops for good on 401', async () => {
    const server = fakeServer([401, 'stream']);
    const live = createLiveStream({ open: server.open, random: () => 0 });
    const release = live.retain();
    await settle();
    expect(live.status()).toBe('unauthorized');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.connections).toHaveLength(1);
    release();
    expect(live.status()).toBe('idle');
  });

  it('keeps one stream for every holder, and closes it and forgets the last id when the last one lets go', async () => {
    const server = fakeServer();
    const live = createLiveStream({ open: server.open, random: () => 0 });
    const first = live.retain();
    const second = live.retain();
    await settle();
    expect(server.connections).toHaveLength(1);
    server.connections[0]!.write(hello(2, '9'));
    await settle();

    first();
    first();
    expect(server.connections[0]!.signal.aborted).toBe(false);
    second();
    expect(server.connections[0]!.signal.aborted).toBe(true);
    expect(live.status()).toBe('idle');
    await vi.advanceTimersByTimeAsync(DEAD_STREAM_MS * 2);
    expect(server.connections).toHaveLength(1);

    // A new session starts afresh.
    const again = live.retain();
    await settle();
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.lastEventId).toBeNull();
    again();
  });

  it('drops a connection that answers after the stream was let go', async () => {
    let answer!: (response: Response) => void;
    const signals: AbortSignal[] = [];
    const live = createLiveStream({
      open: ({ signal }) => {
        signals.push(signal);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const seen: unknown[] = [];
    live.subscribe('hello', (data) => seen.push(data));
    const release = live.retain();
    release();
    expect(signals[0]!.aborted).toBe(true);
    answer(new Response(hello(1), { headers: { 'Content-Type': 'text/event-stream' } }));
    await settle();
    expect(seen).toEqual([]);
    expect(live.status()).toBe('idle');
  });
});
