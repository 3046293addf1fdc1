import { delay, http, HttpResponse } from 'msw';

import type {
  BlockedStudent,
  Connection,
  ConnectionRequest,
  ReceivedRequest,
  SentRequest,
  StudentCard,
} from '@/features/connections/types';

import { API } from './handlers';
import { buildRoommateCard } from './roommates';
import { server } from './server';

/** The signed-in student of the tests (buildUser's id). */
const VIEWER_ID = '0190c1a2-0000-7000-8000-000000000001';

let requestSequence = 0;

/** A request waiting for an answer, sent on 1 March 2026 and expiring 14 days later; `id` differs per call unless given. */
export function buildConnectionRequest(overrides: Partial<ConnectionRequest> = {}): ConnectionRequest {
  requestSequence += 1;
  return {
    id: `0190c1a2-0000-7000-c000-${String(requestSequence).padStart(12, '0')}`,
    senderId: VIEWER_ID,
    recipientId: VIEWER_ID,
    note: '',
    status: 'pending',
    createdAt: '2026-03-01T10:00:00Z',
    expiresAt: '2026-03-15T10:00:00Z',
    ...overrides,
  };
}

/** A request from `sender` to the viewer. */
export function buildReceivedRequest(sender: StudentCard = buildRoommateCard(), overrides: Partial<ConnectionRequest> = {}): ReceivedRequest {
  return { sender, request: buildConnectionRequest({ senderId: sender.id, recipientId: VIEWER_ID, ...overrides }) };
}

/** A request from the viewer to `recipient` (null: a student the viewer may no longer see). */
export function buildSentRequest(recipient: StudentCard | null = buildRoommateCard(), overrides: Partial<ConnectionRequest> = {}): SentRequest {
  return {
    recipient,
    request: buildConnectionRequest({ senderId: VIEWER_ID, recipientId: recipient?.id ?? '0190c1a2-0000-7000-b000-00000000dead', ...overrides }),
  };
}

/** A connection with `student` since 2 March 2026, neither having said "We're roommates" unless given. */
export function buildConnection(student: StudentCard = buildRoommateCard({ connected: true }), overrides: Partial<Connection> = {}): Connection {
  return {
    student: { ...student, connected: true },
    connectedAt: '2026-03-02T10:00:00Z',
    youConfirmedRoommatesAt: null,
    theyConfirmedRoommatesAt: null,
    ...overrides,
  };
}

/** Someone the viewer blocked on 3 March 2026. */
export function buildBlockedStudent(overrides: Partial<BlockedStudent> = {}): BlockedStudent {
  const card = buildRoommateCard();
  return { id: card.id, firstName: card.firstName, lastInitial: card.lastInitial, blockedAt: '2026-03-03T10:00:00Z', ...overrides };
}

type Failure = { status: number; error: string };

interface ConnectionsApiOptions {
  connections?: Connection[];
  received?: ReceivedRequest[];
  sent?: SentRequest[];
  blocked?: BlockedStudent[];
  privateBeforeConnecting?: boolean;
  /** The students who marked the viewer Interested: marking one of them connects the two. */
  interestedInViewer?: string[];
  /** The cards of students the test shows, for the requests sent to them and connections made. */
  known?: StudentCard[];
  /** Answers POST /connections/requests with this failure. */
  sendFailure?: Failure;
  /** Answers PUT /settings/contact-privacy with this failure. */
  privacyFailure?: Failure;
  /** Answers PUT /blocks/{id} with this failure. */
  blockFailure?: Failure;
  /** What else a block changes on the server, e.g. `messages.close` (the pair's conversation closes). */
  onBlock?: (studentId: string) => void;
  latency?: number;
}

/** One call the app made: its method, its path under /api/v1, and its JSON body if any. */
export interface RecordedCall {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * Every connections endpoint (interest, requests, connections, "We're roommates", blocks, privacy
 * before connecting) and PUT /profile/looking, kept in step like the server: accepting a request
 * connects the two, withdrawing one marks it withdrawn, blocking someone ends the connection. Every
 * change is recorded in `calls`, with its body.
 */
export function mockConnectionsApi({
  connections = [],
  received = [],
  sent = [],
  blocked = [],
  privateBeforeConnecting = true,
  interestedInViewer = [],
  known = [],
  sendFailure,
  privacyFailure,
  blockFailure,
  onBlock,
  latency = 5,
}: ConnectionsApiOptions = {}) {
  const state = {
    connections: [...connections],
    received: [...received],
    sent: [...sent],
    blocked: [...blocked],
    privateBeforeConnecting,
    calls: [] as RecordedCall[],
  };
  const fail = (failure: Failure) => HttpResponse.json({ success: false, error: failure.error }, { status: failure.status });
  const record = async (request: Request, body = false) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    state.calls.push({ method: request.method, path, ...(body ? { body: await request.json() } : {}) });
    await delay(latency);
  };
  const card = (id: string) => known.find((each) => each.id === id) ?? buildRoommateCard({ id });
  const connect = (student: StudentCard) => {
    if (!state.connections.some((each) => each.student.id === student.id)) {
      state.connections.unshift(buildConnection(student, { connectedAt: new Date().toISOString() }));
    }
  };

  server.use(
    http.put(`${API}/roommates/:id/interest`, async ({ request, params }) => {
      await record(request);
      const connected = interestedInViewer.includes(String(params.id));
      if (connected) connect(card(String(params.id)));
      return HttpResponse.json({ success: true, data: { interested: true, connected } });
    }),
    http.delete(`${API}/roommates/:id/interest`, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/connections/requests/received`, () => HttpResponse.json({ success: true, data: state.received })),
    http.get(`${API}/connections/requests/sent`, () => HttpResponse.json({ success: true, data: state.sent })),
    http.post(`${API}/connections/requests`, async ({ request }) => {
      await record(request, true);
      if (sendFailure) return fail(sendFailure);
      const { studentId, note } = state.calls.at(-1)!.body as { studentId: string; note?: string };
      const sentRequest = buildSentRequest(card(studentId), { note: note ?? '', createdAt: new Date().toISOString() });
      state.sent.unshift(sentRequest);
      return HttpResponse.json({ success: true, data: sentRequest.request }, { status: 201 });
    }),
    http.post(`${API}/connections/requests/:id/:answer`, async ({ request, params }) => {
      await record(request);
      const id = String(params.id);
      if (params.answer === 'withdraw') {
        const found = state.sent.find((each) => each.request.id === id);
        if (!found) return fail({ status: 404, error: 'Request not found' });
        found.request = { ...found.request, status: 'withdrawn' };
        return HttpResponse.json({ success: true, data: found.request });
      }
      const found = state.received.find((each) => each.request.id === id);
      if (!found) return fail({ status: 404, error: 'Request not found' });
      state.received = state.received.filter((each) => each !== found);
      const accepted = params.answer === 'accept';
      if (accepted) connect(found.sender);
      return HttpResponse.json({ success: true, data: { ...found.request, status: accepted ? 'accepted' : 'declined' } });
    }),
    http.get(`${API}/connections`, () => HttpResponse.json({ success: true, data: state.connections })),
    http.delete(`${API}/connections/:id`, async ({ request, params }) => {
      await record(request);
      state.connections = state.connections.filter((each) => each.student.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/connections/:id/roommates`, async ({ request, params }) => {
      await record(request);
      const found = state.connections.find((each) => each.student.id === params.id);
      if (!found) return fail({ status: 404, error: 'Not connected with this student' });
      found.youConfirmedRoommatesAt ??= new Date().toISOString();
      const { youConfirmedRoommatesAt, theyConfirmedRoommatesAt } = found;
      return HttpResponse.json({ success: true, data: { youConfirmedRoommatesAt, theyConfirmedRoommatesAt } });
    }),
    http.delete(`${API}/connections/:id/roommates`, async ({ request, params }) => {
      await record(request);
      const found = state.connections.find((each) => each.student.id === params.id);
      if (!found) return fail({ status: 404, error: 'Not connected with this student' });
      if (found.youConfirmedRoommatesAt && found.theyConfirmedRoommatesAt) {
        return fail({ status: 409, error: "You both said you're roommates, so it can no longer be taken back" });
      }
      found.youConfirmedRoommatesAt = null;
      const { youConfirmedRoommatesAt, theyConfirmedRoommatesAt } = found;
      return HttpResponse.json({ success: true, data: { youConfirmedRoommatesAt, theyConfirmedRoommatesAt } });
    }),
    http.put(`${API}/profile/looking`, async ({ request }) => {
      await record(request, true);
      return HttpResponse.json({ success: true, data: state.calls.at(-1)!.body });
    }),
    http.get(`${API}/blocks`, () => HttpResponse.json({ success: true, data: state.blocked })),
    http.put(`${API}/blocks/:id`, async ({ request, params }) => {
      await record(request);
      if (blockFailure) return fail(blockFailure);
      const id = String(params.id);
      onBlock?.(id);
      const { firstName, lastInitial } = card(id);
      state.blocked.unshift({ id, firstName, lastInitial, blockedAt: new Date().toISOString() });
      state.connections = state.connections.filter((each) => each.student.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API}/blocks/:id`, async ({ request, params }) => {
      await record(request);
      state.blocked = state.blocked.filter((each) => each.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/settings/contact-privacy`, () =>
      HttpResponse.json({ success: true, data: { privateBeforeConnecting: state.privateBeforeConnecting } }),
    ),
    http.put(`${API}/settings/contact-privacy`, async ({ request }) => {
      await record(request, true);
      if (privacyFailure) return fail(privacyFailure);
      state.privateBeforeConnecting = (state.calls.at(-1)!.body as { privateBeforeConnecting: boolean }).privateBeforeConnecting;
      return HttpResponse.json({ success: true, data: { privateBeforeConnecting: state.privateBeforeConnecting } });
    }),
  );
  return state;
}
