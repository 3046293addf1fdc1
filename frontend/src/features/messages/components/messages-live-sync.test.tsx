import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';

import { useLiveConnection } from '@/lib/live/live-client';
import { createQueryClient } from '@/lib/query-client';
import { buildUser } from '@/testing/mocks/handlers';
import { buildConversation, buildMessage, buildPeer, mockMessagesApi } from '@/testing/mocks/messages';
import { signInAs } from '@/testing/test-utils';

import { conversationListQueryKey, conversationQueryKey, threadQueryKey, unreadConversationsQueryKey } from '../api/query-keys';
import type { Conversation, CursorPage, Message } from '../types';

import { MessagesLiveSync } from './messages-live-sync';

type Pages<T> = InfiniteData<CursorPage<T>, string | null>;
const pagesOf = <T,>(...pages: T[][]): Pages<T> => ({
  pages: pages.map((items, index) => ({ items, nextCursor: index < pages.length - 1 ? String(index + 1) : null })),
  pageParams: pages.map((_, index) => (index === 0 ? null : String(index))),
});

function Harness() {
  useLiveConnection();
  return <MessagesLiveSync />;
}

const ada = buildConversation({ id: 'ada', peer: buildPeer({ name: 'Ada L.' }), lastMessage: buildMessage({ conversationId: 'ada', body: 'Hi' }) });
const ben = buildConversation({ id: 'ben', peer: buildPeer({ name: 'Ben K.' }), lastMessage: buildMessage({ conversationId: 'ben', body: 'Yo' }) });
const cara = buildConversation({ id: 'cara', peer: buildPeer({ name: 'Cara M.' }), lastMessage: buildMessage({ conversationId: 'cara', body: 'Hey' }) });

/** The tab's stream, with a cache holding the list (Ada, Ben | Cara), Cara's conversation and her thread. */
async function connect(unreadConversations = 0) {
  signInAs(buildUser());
  const api = mockMessagesApi({ conversations: unreadConversations > 0 ? [{ ...ada, unread: 1 }] : [] });
  const queryClient = createQueryClient();
  queryClient.setQueryData(conversationListQueryKey, pagesOf([ada, ben], [cara]));
  queryClient.setQueryData(conversationQueryKey('cara'), cara);
  queryClient.setQueryData(threadQueryKey('cara'), pagesOf([cara.lastMessage!]));
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(api.streams).toHaveLength(1));
  return { api, queryClient, stream: api.streams[0]! };
}

const list = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient.getQueryData<Pages<Conversation>>(conversationListQueryKey)!.pages.map((page) =>
    page.items.map((conversation) => `${conversation.id}:${conversation.unread}`),
  );
const thread = (queryClient: ReturnType<typeof createQueryClient>, id: string) =>
  queryClient.getQueryData<Pages<Message>>(threadQueryKey(id))!.pages.flatMap((page) => page.items);

describe('MessagesLiveSync', () => {
  it('sets the envelope count from hello', async () => {
    const { queryClient } = await connect(1);
    await waitFor(() => expect(queryClient.getQueryData(unreadConversationsQueryKey)).toBe(1));
  });

  it('adds a new message to its open thread once, moves its conversation to the top and counts it', async () => {
    const { queryClient, stream } = await connect();
    const message = buildMessage({ conversationId: 'cara', body: 'Is Friday ok?' });
    stream.send('message', { conversationId: 'cara', message, unreadConversations: 1 });
    stream.send('message', { conversationId: 'cara', message, unreadConversations: 1 });

    await waitFor(() => expect(queryClient.getQueryData(unreadConversationsQueryKey)).toBe(1));
    expect(thread(queryClient, 'cara').map((shown) => shown.body)).toEqual(['Is Friday ok?', 'Hey']);
    expect(list(queryClient)).toEqual([['cara:1', 'ada:0', 'ben:0'], []]);
    expect(queryClient.getQueryData<Conversation>(conversationQueryKey('cara'))).toMatchObject({ unread: 1, lastMessage: message });
  });

  it("counts nothing unread for the viewer's own message from another tab", async () => {
    const { queryClient, stream } = await connect();
    const message = buildMessage({ conversationId: 'ben', mine: true, body: 'On my way' });
    stream.send('message', { conversationId: 'ben', message, unreadConversations: 0 });
    await waitFor(() => expect(list(queryClient)).toEqual([['ben:0', 'ada:0'], ['cara:0']]));
    expect(queryClient.getQueryData<Pages<Conversation>>(conversationListQueryKey)!.pages[0]!.items[0]!.lastMessage).toEqual(message);
  });

  it('shows a deleted message as deleted, in the thread and as the last message', async () => {
    const { queryClient, stream } = await connect();
    stream.send('messageDeleted', { conversationId: 'cara', messageId: cara.lastMessage!.id, unreadConversations: 0 });
    await waitFor(() => expect(thread(queryClient, 'cara')[0]).toMatchObject({ deleted: true, body: null }));
    expect(queryClient.getQueryData<Conversation>(conversationQueryKey('cara'))!.lastMessage).toMatchObject({ deleted: true, body: null });
    const listed = queryClient.getQueryData<Pages<Conversation>>(conversationListQueryKey)!.pages[1]!.items[0]!;
    expect(listed.lastMessage).toMatchObject({ deleted: true, body: null });
  });

  it('clears a conversation read in another tab, and sets the count', async () => {
    const { queryClient, stream } = await connect();
    queryClient.setQueryData<Conversation>(conversationQueryKey('cara'), { ...cara, unread: 3 });
    stream.send('message', { conversationId: 'ada', message: buildMessage({ conversationId: 'ada' }), unreadConversations: 2 });
    await waitFor(() => expect(list(queryClient)[0]).toEqual(['ada:1', 'ben:0']));

    stream.send('conversationRead', { conversationId: 'ada', unreadConversations: 1 });
    await waitFor(() => expect(list(queryClient)[0]).toEqual(['ada:0', 'ben:0']));
    expect(queryClient.getQueryData(unreadConversationsQueryKey)).toBe(1);
    stream.send('conversationRead', { conversationId: 'cara', unreadConversations: 0 });
    await waitFor(() => expect(queryClient.getQueryData<Conversation>(conversationQueryKey('cara'))!.unread).toBe(0));
  });

  it('marks everything to be read again when the stream could not replay what was missed', async () => {
    const { queryClient, stream } = await connect();
    expect(queryClient.getQueryState(conversationListQueryKey)!.isInvalidated).toBe(false);
    stream.send('hello', { unread: 0, fresh: true, unreadConversations: 4 });
    await waitFor(() => expect(queryClient.getQueryData(unreadConversationsQueryKey)).toBe(4));
    expect(queryClient.getQueryState(conversationListQueryKey)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(threadQueryKey('cara'))!.isInvalidated).toBe(true);
  });

  it('reads the conversations again when one left them (a block, a deleted account), and sets the count', async () => {
    const { queryClient, stream } = await connect(1);
    await waitFor(() => expect(queryClient.getQueryData(unreadConversationsQueryKey)).toBe(1));
    stream.send('conversationsChanged', { unreadConversations: 0 });
    await waitFor(() => expect(queryClient.getQueryData(unreadConversationsQueryKey)).toBe(0));
    expect(queryClient.getQueryState(conversationListQueryKey)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(conversationQueryKey('cara'))!.isInvalidated).toBe(true);
  });
});
