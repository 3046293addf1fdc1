import { delay, http, HttpResponse } from 'msw';

import type { Conversation, ConversationPeer, Message } from '@/features/messages/types';

import type { RecordedCall } from './connections';
import { API } from './handlers';
import { server } from './server';
import { sseResponse, type SseChannel } from './sse';

let conversationSequence = 0;
let messageSequence = 0;

/** A peer with an account, "Ada L." without a photo unless told otherwise. */
export function buildPeer(overrides: Partial<ConversationPeer> = {}): ConversationPeer {
  conversationSequence += 1;
  return {
    studentId: `0190c1a2-0000-7000-d000-${String(conversationSequence).padStart(12, '0')}`,
    name: 'Ada L.',
    photo: null,
    ...overrides,
  };
}

/** A message of now from the peer, without the safety note, unless told otherwise. */
export function buildMessage(overrides: Partial<Message> = {}): Message {
  messageSequence += 1;
  return {
    id: `0190c1a2-0000-7000-e000-${String(messageSequence).padStart(12, '0')}`,
    conversationId: '0190c1a2-0000-7000-f000-000000000000',
    mine: false,
    body: `Message ${messageSequence}`,
    deleted: false,
    caution: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A conversation with Ada that the two may write in (no block between them), nothing unread, unless told otherwise. */
export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  conversationSequence += 1;
  const id = overrides.id ?? `0190c1a2-0000-7000-f000-${String(conversationSequence).padStart(12, '0')}`;
  return {
    id,
    peer: buildPeer(),
    lastMessage: null,
    unread: 0,
    canSend: true,
    closed: false,
    youBlocked: false,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

type Failure = { status: number; error: string; fields?: Record<string, string> };

interface MessagesApiOptions {
  /** The viewer's conversations, newest activity first. */
  conversations?: Conversation[];
  /** Each conversation's messages, OLDEST first (as a thread shows them). */
  messages?: Record<string, Message[]>;
  /** Answers GET /conversations with this failure. */
  listFailure?: Failure;
  /** Answers GET /conversations/{id} with this failure. */
  conversationFailure?: Failure;
  /** Answers POST /conversations/{id}/messages with this failure. */
  sendFailure?: Failure;
  /** Answers POST /conversations with this failure. */
  openFailure?: Failure;
  /** The largest pages the server answers (the limits asked for, unless smaller). */
  listLimit?: number;
  threadLimit?: number;
  latency?: number;
}

/**
 * The messages API kept in step like the server: the list and threads read by cursor (the index of
 * the next item), sending, deleting, reading, opening a conversation with a student, the unread
 * count, and GET /events, whose `hello` carries the count; sending, deleting and reading are sent to
 * every open stream as the server does, and `receive` brings a message from the peer. Every change
 * is recorded in `calls`, with its body.
 */
export function mockMessagesApi({
  conversations = [],
  messages = {},
  listFailure,
  conversationFailure,
  sendFailure,
  openFailure,
  listLimit,
  threadLimit,
  latency = 5,
}: MessagesApiOptions = {}) {
  const state = {
    conversations: conversations.map((conversation) => ({ ...conversation })),
    messages: Object.fromEntries(Object.entries(messages).map(([id, list]) => [id, [...list]])),
    calls: [] as RecordedCall[],
    /** The list's and threads' queries, in order. */
    reads: [] as URL[],
    streams: [] as SseChannel[],
    unreadConversations() {
      return state.conversations.filter((conversation) => conversation.unread > 0).length;
    },
    broadcast(event: string, data: unknown) {
      for (const stream of state.streams) if (!stream.closed) stream.send(event, data);
    },
    /** The peer writes: the message joins its conversation, unread, and goes to every open stream. */
    receive(conversationId: string, overrides: Partial<Message> = {}) {
      const message = buildMessage({ conversationId, ...overrides });
      state.add(message);
      return message;
    },
    /** A block now stands between the viewer and the student: their conversation closes (`youBlocked`: the viewer blocked). */
    close(studentId: string, youBlocked = true) {
      for (const conversation of state.conversations) {
        if (conversation.peer.studentId === studentId) Object.assign(conversation, { closed: true, youBlocked, canSend: false });
      }
    },
    add(message: Message) {
      (state.messages[message.conversationId] ??= []).push(message);
      const conversation = state.conversations.find((each) => each.id === message.conversationId);
      if (conversation) {
        Object.assign(conversation, {
          lastMessage: message,
          updatedAt: message.createdAt,
          unread: conversation.unread + (message.mine ? 0 : 1),
        });
        state.conversations = [conversation, ...state.conversations.filter((each) => each !== conversation)];
      }
      state.broadcast('message', { conversationId: message.conversationId, message, unreadConversations: state.unreadConversations() });
    },
  };
  const fail = (failure: Failure) =>
    HttpResponse.json({ success: false, error: failure.error, ...(failure.fields ? { fields: failure.fields } : {}) }, { status: failure.status });
  const record = async (request: Request, body = false) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    state.calls.push({ method: request.method, path, ...(body ? { body: await request.json() } : {}) });
    await delay(latency);
  };
  /** A page from the cursor, of the limit asked for, at most `maxLimit` (the test's page size). */
  const page = <T>(items: T[], url: URL, maxLimit: number) => {
    state.reads.push(url);
    const start = Number(url.searchParams.get('before') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? maxLimit), maxLimit);
    const end = start + limit;
    return { success: true, data: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
  };
  const find = (id: unknown) => state.conversations.find((conversation) => conversation.id === id);
  const notFound = () => fail({ status: 404, error: 'Conversation not found' });

  server.use(
    http.get(`${API}/conversations`, async ({ request }) => {
      await delay(latency);
      if (listFailure) return fail(listFailure);
      const listed = state.conversations.filter((conversation) => conversation.lastMessage != null);
      return HttpResponse.json(page(listed, new URL(request.url), listLimit ?? 100));
    }),
    http.post(`${API}/conversations`, async ({ request }) => {
      await record(request, true);
      if (openFailure) return fail(openFailure);
      const { studentId } = state.calls.at(-1)!.body as { studentId: string };
      let conversation = state.conversations.find((each) => each.peer.studentId === studentId);
      if (!conversation) {
        conversation = buildConversation({ peer: buildPeer({ studentId }) });
        state.conversations.push(conversation);
      }
      return HttpResponse.json({ success: true, data: conversation });
    }),
    http.get(`${API}/conversations/unread`, () =>
      HttpResponse.json({ success: true, data: { unreadConversations: state.unreadConversations() } }),
    ),
    http.get(`${API}/conversations/:id`, async ({ params }) => {
      await delay(latency);
      if (conversationFailure) return fail(conversationFailure);
      const conversation = find(params.id);
      return conversation ? HttpResponse.json({ success: true, data: conversation }) : notFound();
    }),
    http.get(`${API}/conversations/:id/messages`, async ({ request, params }) => {
      await delay(latency);
      if (!find(params.id)) return notFound();
      const newestFirst = [...(state.messages[String(params.id)] ?? [])].reverse();
      return HttpResponse.json(page(newestFirst, new URL(request.url), threadLimit ?? 100));
    }),
    http.post(`${API}/conversations/:id/messages`, async ({ request, params }) => {
      await record(request, true);
      if (sendFailure) return fail(sendFailure);
      // A closed conversation takes no message, as if it were not there.
      if (!find(params.id) || find(params.id)?.closed) return notFound();
      const { body } = state.calls.at(-1)!.body as { body: string };
      const message = buildMessage({ conversationId: String(params.id), mine: true, body });
      state.add(message);
      return HttpResponse.json({ success: true, data: message }, { status: 201 });
    }),
    http.delete(`${API}/conversations/:id/messages/:messageId`, async ({ request, params }) => {
      await record(request);
      const list = state.messages[String(params.id)] ?? [];
      const index = list.findIndex((message) => message.id === params.messageId && message.mine);
      if (index < 0) return fail({ status: 404, error: 'Message not found' });
      const deleted = { ...list[index]!, body: null, deleted: true };
      list[index] = deleted;
      const conversation = find(params.id);
      if (conversation && conversation.lastMessage?.id === deleted.id) conversation.lastMessage = deleted;
      state.broadcast('messageDeleted', {
        conversationId: params.id,
        messageId: params.messageId,
        unreadConversations: state.unreadConversations(),
      });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/conversations/:id/read`, async ({ request, params }) => {
      await record(request);
      const conversation = find(params.id);
      if (!conversation) return notFound();
      conversation.unread = 0;
      const unreadConversations = state.unreadConversations();
      state.broadcast('conversationRead', { conversationId: params.id, unreadConversations });
      return HttpResponse.json({ success: true, data: { unreadConversations } });
    }),
    http.get(`${API}/events`, ({ request }) => {
      const { response, channel } = sseResponse(request);
      state.streams.push(channel);
      channel.send('hello', { unread: 0, fresh: false, unreadConversations: state.unreadConversations() });
      return response;
    }),
  );
  return state;
}
