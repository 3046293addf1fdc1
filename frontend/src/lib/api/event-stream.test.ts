import { http, HttpResponse } from 'msw';

import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';

import { openEventStream } from './event-stream';

function recordRequests() {
  const requests: Request[] = [];
  server.use(
    http.get(`${API}/events`, ({ request }) => {
      requests.push(request);
      return new HttpResponse('event: hello\ndata: {"unread":0,"fresh":true}\n\n', {
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }),
  );
  return requests;
}

describe('openEventStream', () => {
  it('sends the token in the Authorization header, never in the address, and the last event id', async () => {
    localStorage.setItem('token', 'secret-token');
    const requests = recordRequests();
    const response = await openEventStream({ lastEventId: '42', signal: new AbortController().signal });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('event: hello');
    const [request] = requests;
    expect(request!.url).toBe(`${API}/events`);
    expect(request!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(request!.headers.get('Accept')).toBe('text/event-stream');
    expect(request!.headers.get('Last-Event-ID')).toBe('42');
  });

  it('sends no Last-Event-ID on a first connection', async () => {
    localStorage.setItem('token', 'secret-token');
    const requests = recordRequests();
    await openEventStream({ lastEventId: null, signal: new AbortController().signal });
    expect(requests[0]!.headers.has('Last-Event-ID')).toBe(false);
  });

  it('answers 401 without asking the server when no token is stored', async () => {
    const requests = recordRequests();
    const response = await openEventStream({ lastEventId: null, signal: new AbortController().signal });
    expect(response.status).toBe(401);
    expect(requests).toHaveLength(0);
  });
});
