import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildConversation, buildMessage, buildPeer, mockMessagesApi } from '@/testing/mocks/messages';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function open(path = '/messages', profile: ReturnType<typeof buildProfile> | null = buildProfile()) {
  signInAs(buildUser());
  mockProfileApi(profile);
  return renderRoutes(routes, path);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The header's envelope, whatever its count says. */
const envelope = () => within(mainNav()).getByRole('link', { name: /^Messages/ });
const rows = () => within(screen.getByRole('list', { name: 'Your conversations, latest first' })).getAllByRole('listitem');
const rowOf = (name: string) => rows().find((row) => within(row).queryByRole('link', { name }))!;

function withAda(overrides: Parameters<typeof buildConversation>[0] = {}) {
  const id = overrides.id ?? crypto.randomUUID();
  return buildConversation({
    id,
    peer: buildPeer({ name: 'Ada L.' }),
    lastMessage: buildMessage({ conversationId: id, body: 'See you at the viewing' }),
    ...overrides,
  });
}

describe('/messages', () => {
  it('lists the conversations, latest first: who, the last message, when, and what is unread', async () => {
    const ada = withAda({ unread: 2 });
    const benId = crypto.randomUUID();
    const ben = buildConversation({
      id: benId,
      peer: buildPeer({ name: 'Ben K.' }),
      lastMessage: buildMessage({ conversationId: benId, mine: true, body: 'Sounds good!\nTalk soon' }),
      updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    const caraId = crypto.randomUUID();
    const cara = buildConversation({
      id: caraId,
      peer: buildPeer({ name: 'Cara M.' }),
      lastMessage: buildMessage({ conversationId: caraId, body: null, deleted: true }),
    });
    mockMessagesApi({ conversations: [ada, ben, cara] });
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(document.title).toBe('Messages · Quad');
    await screen.findByRole('link', { name: 'Ada L.' });
    expect(rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual(['Ada L.', 'Ben K.', 'Cara M.']);

    const adaRow = rowOf('Ada L.');
    expect(within(adaRow).getByRole('link', { name: 'Ada L.' })).toHaveAttribute('href', `/messages/${ada.id}`);
    expect(adaRow).toHaveTextContent('See you at the viewing');
    expect(within(adaRow).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(adaRow).getByRole('heading', { level: 2 })).toHaveClass('font-bold');

    const benRow = rowOf('Ben K.');
    // The viewer's own, on one line.
    expect(within(benRow).getByText('You: Sounds good! Talk soon')).toBeInTheDocument();
    expect(within(benRow).getByText('5 min ago')).toBeInTheDocument();
    expect(within(benRow).queryByText(/unread/)).not.toBeInTheDocument();
    expect(within(benRow).getByRole('heading', { level: 2 })).not.toHaveClass('font-bold');

    expect(within(rowOf('Cara M.')).getByText('Message deleted')).toHaveClass('italic');
  });

  it('keeps a conversation a block closed in the list, tagged "Closed"', async () => {
    const ada = withAda({ closed: true, youBlocked: true, canSend: false });
    const ben = withAda({ peer: buildPeer({ name: 'Ben K.' }) });
    mockMessagesApi({ conversations: [ada, ben] });
    open();
    await screen.findByRole('link', { name: 'Ada L.' });
    expect(within(rowOf('Ada L.')).getByText('Closed')).toBeInTheDocument();
    expect(within(rowOf('Ada L.')).getByRole('link', { name: 'Ada L.' })).toHaveAttribute('href', `/messages/${ada.id}`);
    expect(within(rowOf('Ben K.')).queryByText('Closed')).not.toBeInTheDocument();
  });

  it('says there are no conversations yet, and where to start one', async () => {
    mockMessagesApi();
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message a student you are connected with' })).toHaveAttribute('href', '/connections');
  });

  it('loads 30 conversations at a time, and more on request', async () => {
    const conversations = Array.from({ length: 3 }, (_, index) => withAda({ peer: buildPeer({ name: `Student ${index}` }) }));
    const api = mockMessagesApi({ conversations, listLimit: 2 });
    const { user } = open();
    await screen.findByRole('link', { name: 'Student 0' });
    expect(rows()).toHaveLength(2);
    expect(api.reads[0]!.searchParams.get('limit')).toBe('30');
    expect(api.reads[0]!.searchParams.get('before')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more conversations' }));
    expect(await screen.findByRole('link', { name: 'Student 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).not.toBeInTheDocument();
    expect(api.reads.at(-1)!.searchParams.get('before')).toBe('2');
  });

  it('tells a student without a profile how to get one, as the other roommate pages do', async () => {
    mockMessagesApi();
    open('/messages', null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Create your profile to see students looking for a roommate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute('href', '/profile/create');
  });

  it("shows the server's reason when it refuses the list (403)", async () => {
    mockMessagesApi({ listFailure: { status: 403, error: 'Your profile must be approved before you can see other students' } });
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your profile must be approved before you can see other students' }),
    ).toBeInTheDocument();
  });

  it('shows how many conversations are unread on the envelope', async () => {
    mockMessagesApi({ conversations: [withAda({ unread: 3 }), withAda({ unread: 1 })] });
    open();
    await waitFor(() => expect(envelope()).toHaveAccessibleName('Messages, 2 unread conversations'));
    expect(envelope()).toHaveAttribute('href', '/messages');
    expect(envelope()).toHaveTextContent('2');
  });

  it('caps the envelope at 9+', async () => {
    mockMessagesApi({ conversations: Array.from({ length: 12 }, () => withAda({ unread: 1 })) });
    open();
    await waitFor(() => expect(envelope()).toHaveAccessibleName('Messages, 12 unread conversations'));
    expect(envelope()).toHaveTextContent('9+');
  });

  it('moves a conversation up with a message from the live stream, and counts it on the envelope', async () => {
    const ada = withAda({ updatedAt: new Date(Date.now() - 60 * 60_000).toISOString() });
    const ben = withAda({ peer: buildPeer({ name: 'Ben K.' }), updatedAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString() });
    const api = mockMessagesApi({ conversations: [ada, ben] });
    open();
    await screen.findByRole('link', { name: 'Ben K.' });
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(envelope()).toHaveAccessibleName('Messages');

    api.receive(ben.id, { body: 'Is the room still free?' });
    await waitFor(() => expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Ben K.', 'Ada L.']));
    expect(within(rowOf('Ben K.')).getByText('Is the room still free?')).toBeInTheDocument();
    expect(within(rowOf('Ben K.')).getByText('1 unread message')).toBeInTheDocument();
    expect(envelope()).toHaveAccessibleName('Messages, 1 unread conversation');

    // Read in another tab: the mark and the badge go everywhere.
    api.conversations.find((each) => each.id === ben.id)!.unread = 0;
    api.broadcast('conversationRead', { conversationId: ben.id, unreadConversations: 0 });
    await waitFor(() => expect(envelope()).toHaveAccessibleName('Messages'));
    expect(within(rowOf('Ben K.')).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('reads the list again for a message in a conversation it does not show yet', async () => {
    const ada = withAda();
    const fresh = buildConversation({ peer: buildPeer({ name: 'Dan P.' }) });
    const api = mockMessagesApi({ conversations: [ada, fresh] });
    open();
    await screen.findByRole('link', { name: 'Ada L.' });
    await waitFor(() => expect(api.streams).toHaveLength(1));
    const reads = api.reads.length;

    api.receive(fresh.id, { body: 'Hi! I saw your profile' });
    expect(await screen.findByRole('link', { name: 'Dan P.' })).toBeInTheDocument();
    expect(api.reads.length).toBeGreaterThan(reads);
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/messages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
