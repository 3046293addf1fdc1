import { HttpResponse } from 'msw';

/** One open Server-Sent Events answer of a mocked GET /events, written to by the test. */
export interface SseChannel {
  /** The request's headers (Last-Event-ID, Authorization...). */
  headers: Headers;
  /** Writes `event: name`, optionally `id:`, and `data:` the JSON of `data`. */
  send: (event: string, data: unknown, id?: string) => void;
  /** Writes a comment line (`: heartbeat`). */
  comment: (text: string) => void;
  /** Ends the stream, as a server going away does. */
  close: () => void;
  /** Whether the client went away (the stream was cancelled) or the test closed it. */
  readonly closed: boolean;
}

/** A text/event-stream answer kept open until the test closes it or the client goes away. */
export function sseResponse(request: Request): { response: Response; channel: SseChannel } {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      closed = true;
    },
  });
  // The client going away aborts its request (MSW does not always pass the body's cancellation on).
  request.signal.addEventListener('abort', () => {
    if (closed) return;
    closed = true;
    controller.error(new DOMException('The client went away', 'AbortError'));
  });
  const write = (text: string) => {
    if (!closed) controller.enqueue(encoder.encode(text));
  };
  const channel: SseChannel = {
    headers: request.headers,
    send: (event, data, id) => write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
    close: () => {
      if (closed) return;
      closed = true;
      controller.close();
    },
    get closed() {
      return closed;
    },
  };
  const response = new HttpResponse(stream, {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
  });
  return { response, channel };
}
