import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { mockConnectionsApi } from '@/testing/mocks/connections';
import { buildUser } from '@/testing/mocks/handlers';
import { buildConversation, buildMessage, buildPeer, mockMessagesApi } from '@/testing/mocks/messages';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { mockReportsApi } from '@/testing/mocks/reports';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const THANKS = 'Thanks. A moderator will review it, and we will tell you the outcome.';
const CAUTION =
  'Be careful: this message mentions a payment or a phone number. Never send money or deposits before you have met and seen the place.';

/** A time `days` ago at noon, in the browser's time zone. */
function daysAgoAtNoon(days: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12, 0).toISOString();
}

function setUp(options: Parameters<typeof mockMessagesApi>[0] & { conversation?: Parameters<typeof buildConversation>[0] } = {}) {
  const conversation = buildConversation({ peer: buildPeer({ name: 'Ada L.' }), ...options.conversation });
  const api = mockMessagesApi({ ...options, conversations: [conversation, ...(options.conversations ?? [])] });
  return { conversation, api };
}

async function open(conversationId: string) {
  signInAs(buildUser());
  mockProfileApi(buildProfile());
  const view = renderRoutes(routes, `/messages/${conversationId}`);
  await screen.findByRole('heading', { level: 1, name: 'Ada L.' });
  return view;
}

const log = () => screen.getByRole('log', { name: 'Messages with Ada L.' });
const box = () => screen.getByRole('textbox', { name: 'Message' });
/** The messages' texts as the log shows them, oldest first. */
const shown = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');

describe('/messages/:conversationId', () => {
  it('shows the messages oldest first under their days, with who, when, and a way back', async () => {
    const { conversation } = setUp({ conversation: { id: 'c1' } });
    const messages = [
      buildMessage({ conversationId: 'c1', body: 'Hi Sam! Is the room free?', createdAt: '2025-06-12T10:00:00Z' }),
      buildMessage({ conversationId: 'c1', mine: true, body: 'Yes, from September', createdAt: daysAgoAtNoon(1) }),
      buildMessage({ conversationId: 'c1', body: 'Great, see https://example.com/flat?id=42', createdAt: new Date().toISOString() }),
    ];
    mockMessagesApi({ conversations: [conversation], messages: { c1: messages } });
    await open('c1');

    expect(document.title).toBe('Ada L. · Messages · Quad');
    expect(screen.getByRole('link', { name: 'Ada L.' })).toHaveAttribute('href', `/roommates/${conversation.peer.studentId}`);
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/messages');
    await within(log()).findByText(/Is the room free/);
    expect(within(log()).getAllByRole('heading', { level: 2 }).map((day) => day.textContent)).toEqual(['Jun 12, 2025', 'Yesterday', 'Today']);
    expect(shown()).toEqual(['Ada L.: Hi Sam! Is the room free?', 'You: Yes, from September', 'Ada L.: Great, see https://example.com/flat?id=42']);
    // A link is plain text, its whole address in sight.
    expect(within(log()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(log()).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute('dateTime', '2025-06-12T10:00:00Z');
    // Only the viewer's own messages can be deleted; the received ones reported.
    const [received, mine] = within(log()).getAllByRole('listitem');
    expect(within(received!).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(received!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: /^Delete your message from/ })).toBeInTheDocument();
    expect(within(mine!).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('sends on Enter, and starts a new line on Shift+Enter', async () => {
    const { conversation, api } = setUp();
    const { user } = await open(conversation.id);

    await user.type(box(), 'Hello Ada,{Shift>}{Enter}{/Shift}is Friday ok?');
    expect(box()).toHaveValue('Hello Ada,\nis Friday ok?');
    expect(api.calls).toEqual([]);

    await user.type(box(), '{Enter}');
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: `/conversations/${conversation.id}/messages`,
        body: { body: 'Hello Ada,\nis Friday ok?' },
      }),
    );
    expect(box()).toHaveValue('');
    // Sent here and echoed by the live stream: shown once.
    await within(log()).findByText(/is Friday ok/);
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(shown()).toEqual(['You: Hello Ada,\nis Friday ok?']);
  });

  it('sends nothing empty, and says so', async () => {
    const { conversation, api } = setUp();
    const { user } = await open(conversation.id);
    await user.type(box(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message first');
    expect(api.calls).toEqual([]);
  });

  it("shows the server's reason, and keeps the text, when it refuses a message", async () => {
    const { conversation } = setUp({
      sendFailure: { status: 429, error: 'You are sending messages too fast. Wait a minute, then send again.' },
    });
    const { user } = await open(conversation.id);
    await user.type(box(), 'One more thing{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast. Wait a minute, then send again.');
    expect(box()).toHaveValue('One more thing');
  });

  it("shows a field's reason from the server", async () => {
    const { conversation } = setUp({
      sendFailure: { status: 400, error: 'Check the message', fields: { body: 'A message cannot contain control characters' } },
    });
    const { user } = await open(conversation.id);
    await user.type(box(), 'Odd{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A message cannot contain control characters');
  });

  it('counts the characters near the 2,000 limit, and will not send past it', async () => {
    const { conversation } = setUp();
    const { user } = await open(conversation.id);
    await user.click(box());
    await user.paste('a'.repeat(1799));
    expect(screen.queryByText(/\/2,000/)).not.toBeInTheDocument();
    // An emoji is one character, as people count them.
    await user.type(box(), '😀');
    expect(screen.getByText('1,800/2,000')).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(expect.stringContaining('1,800/2,000 characters'));
    await user.paste('b'.repeat(201));
    expect(screen.getByText('2,001/2,000')).toHaveClass('text-rose-700');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows the safety note only above a received message that mentions a payment or a phone number', async () => {
    const { conversation } = setUp({ conversation: { id: 'c2' } });
    mockMessagesApi({
      conversations: [conversation],
      messages: {
        c2: [
          buildMessage({ conversationId: 'c2', body: 'Send the deposit by wire today', caution: true }),
          buildMessage({ conversationId: 'c2', body: 'My number is 555 0100', mine: true, caution: true }),
          buildMessage({ conversationId: 'c2', body: 'Nice to meet you' }),
        ],
      },
    });
    const { user } = await open('c2');
    await within(log()).findByText(/Nice to meet you/);

    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent(CAUTION);
    const [cautious, mine, plain] = within(log()).getAllByRole('listitem');
    expect(cautious).toContainElement(notes[0]!);
    expect(within(mine!).queryByRole('note')).not.toBeInTheDocument();
    expect(within(plain!).queryByRole('note')).not.toBeInTheDocument();
    // One Report for the flagged message: the note's.
    expect(within(cautious!).getAllByRole('button', { name: 'Report' })).toHaveLength(1);

    await user.click(within(notes[0]!).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('reads "Message deleted" for a deleted message, and deletes one of mine after asking', async () => {
    const { conversation } = setUp({ conversation: { id: 'c3' } });
    const mine = buildMessage({ conversationId: 'c3', mine: true, body: 'Oops, wrong chat' });
    const api = mockMessagesApi({
      conversations: [conversation],
      messages: { c3: [buildMessage({ conversationId: 'c3', body: null, deleted: true }), mine] },
    });
    const { user } = await open('c3');
    await within(log()).findByText(/wrong chat/);
    expect(within(log()).getByText('Message deleted')).toHaveClass('italic');

    await user.click(screen.getByRole('button', { name: /^Delete your message from/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls).toContainEqual({ method: 'DELETE', path: `/conversations/c3/messages/${mine.id}` });
    expect(shown()).toEqual(['Ada L.: Message deleted', 'You: Message deleted']);
    expect(screen.queryByRole('button', { name: /^Delete your message/ })).not.toBeInTheDocument();
  });

  it('shows a message deleted by its sender in another place', async () => {
    const { conversation } = setUp({ conversation: { id: 'c4' } });
    const theirs = buildMessage({ conversationId: 'c4', body: 'Call me at 555 0100' });
    const api = mockMessagesApi({ conversations: [conversation], messages: { c4: [theirs] } });
    await open('c4');
    await within(log()).findByText(/Call me/);
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.broadcast('messageDeleted', { conversationId: 'c4', messageId: theirs.id, unreadConversations: 0 });
    await waitFor(() => expect(shown()).toEqual(['Ada L.: Message deleted']));
  });

  it('marks the conversation read on opening, and again when a message arrives while it is open', async () => {
    const { conversation, api } = setUp({ conversation: { unread: 2 } });
    await open(conversation.id);
    const reads = () => api.calls.filter((call) => call.path === `/conversations/${conversation.id}/read`);
    await waitFor(() => expect(reads()).toHaveLength(1));
    await waitFor(() => expect(api.streams).toHaveLength(1));

    api.receive(conversation.id, { body: 'Are you there?' });
    await within(log()).findByText(/Are you there/);
    await waitFor(() => expect(reads()).toHaveLength(2));
    // No loop: nothing more without a new message.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reads()).toHaveLength(2);
  });

  it('does not mark anything read while the tab is hidden', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { conversation, api } = setUp({ conversation: { unread: 1 } });
      await open(conversation.id);
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(api.calls.filter((call) => call.path.endsWith('/read'))).toEqual([]);

      visibility.mockReturnValue('visible');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(api.calls.filter((call) => call.path.endsWith('/read'))).toHaveLength(1));
    } finally {
      visibility.mockRestore();
    }
  });

  it('turns the box off, saying why, once the two are no longer connected', async () => {
    const { conversation } = setUp({ conversation: { canSend: false } });
    await open(conversation.id);
    expect(box()).toBeDisabled();
    expect(screen.getByText('You are no longer connected, so you cannot send messages here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('names a deleted account "Deleted user", without a page, a report or a block', async () => {
    const { conversation } = setUp({ conversation: { peer: buildPeer({ studentId: null, name: 'Deleted user' }), canSend: false } });
    signInAs(buildUser());
    mockProfileApi(buildProfile());
    renderRoutes(routes, `/messages/${conversation.id}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'Deleted user' });
    expect(within(title).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('keeps the draft through a reload', async () => {
    const { conversation } = setUp();
    const first = await open(conversation.id);
    await first.user.type(box(), 'Half a thought');
    await waitFor(() => expect(sessionStorage.getItem(`quad:message-draft:${conversation.id}`)).toBe('Half a thought'));
    first.unmount();

    await open(conversation.id);
    expect(box()).toHaveValue('Half a thought');
  });

  it('loads earlier messages on request', async () => {
    const { conversation } = setUp({ conversation: { id: 'c5' } });
    const api = mockMessagesApi({
      conversations: [conversation],
      threadLimit: 2,
      messages: { c5: ['First', 'Second', 'Third'].map((body) => buildMessage({ conversationId: 'c5', body })) },
    });
    const { user } = await open('c5');
    await within(log()).findByText(/Third/);
    expect(shown()).toEqual(['Ada L.: Second', 'Ada L.: Third']);
    expect(api.reads[0]!.searchParams.get('limit')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(shown()).toEqual(['Ada L.: First', 'Ada L.: Second', 'Ada L.: Third']));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('says when the conversation does not exist', async () => {
    mockMessagesApi();
    signInAs(buildUser());
    mockProfileApi(buildProfile());
    renderRoutes(routes, '/messages/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your conversations' })).toHaveAttribute('href', '/messages');
  });

  it('blocks the student after asking, and stays in the thread, now closed', async () => {
    const { conversation, api } = setUp();
    const connections = mockConnectionsApi({ onBlock: (id) => api.close(id) });
    const { user, router } = await open(conversation.id);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Block Ada L.?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(/^You blocked Ada L\./)).toBeInTheDocument();
    expect(connections.calls).toContainEqual({ method: 'PUT', path: `/blocks/${conversation.peer.studentId}` });
    expect(router.state.location.pathname).toBe(`/messages/${conversation.id}`);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('heading', { level: 1, name: 'Ada L.' })).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads a closed conversation, reports its messages, and offers no way to write', async () => {
    const { conversation } = setUp({ conversation: { id: 'c6', closed: true, youBlocked: false, canSend: false, unread: 1 } });
    const theirs = buildMessage({ conversationId: 'c6', body: 'Pay me first' });
    const api = mockMessagesApi({ conversations: [conversation], messages: { c6: [theirs] } });
    const reports = mockReportsApi();
    const { user } = await open('c6');
    await within(log()).findByText(/Pay me first/);
    expect(screen.getByText('This conversation is closed. You can still read it and report its messages.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();

    await user.click(within(log()).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    // They blocked the viewer: the viewer may block them too, and is offered it (here declined).
    const alsoBlock = within(dialog).getByRole('checkbox', { name: 'Also block Ada L.' });
    expect(alsoBlock).toBeChecked();
    await user.click(alsoBlock);
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or asking for money' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(THANKS)).toBeInTheDocument();
    expect(reports.sent).toEqual([{ kind: 'message', targetId: theirs.id, category: 'scam', details: '' }]);
    // Opening it marked it read, as for an open one.
    expect(api.calls).toEqual([{ method: 'POST', path: '/conversations/c6/read' }]);
  });

  it('reports a message and blocks its sender in one go ("Also block" starts ticked), then shows the thread closed', async () => {
    const { conversation } = setUp({ conversation: { id: 'c7' } });
    const theirs = buildMessage({ conversationId: 'c7', body: 'Venmo me the deposit' });
    const api = mockMessagesApi({ conversations: [conversation], messages: { c7: [theirs] } });
    const connections = mockConnectionsApi({ onBlock: (id) => api.close(id) });
    const reports = mockReportsApi();
    const { user } = await open('c7');
    await within(log()).findByText(/Venmo me/);

    await user.click(within(log()).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByRole('checkbox', { name: 'Also block Ada L.' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or asking for money' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`${THANKS} Ada L. is blocked.`));
    expect(reports.sent).toEqual([{ kind: 'message', targetId: theirs.id, category: 'scam', details: '' }]);
    expect(connections.calls).toEqual([{ method: 'PUT', path: `/blocks/${conversation.peer.studentId}` }]);
    // The thread is read again: closed, with the dialog still open over it.
    expect(await screen.findByText(/^You blocked Ada L\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Blocked already: a report offers no block any more.
    await user.click(screen.getAllByRole('button', { name: 'Report' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Report this profile' });
    expect(within(again).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('reports the person without blocking them once "Also block" is unticked', async () => {
    const { conversation } = setUp();
    const connections = mockConnectionsApi();
    const reports = mockReportsApi();
    const { user } = await open(conversation.id);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also block Ada L.' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(THANKS)).toBeInTheDocument();
    expect(reports.sent).toEqual([{ kind: 'profile', targetId: conversation.peer.studentId, category: 'harassment', details: '' }]);
    expect(connections.calls).toEqual([]);
    expect(box()).toBeEnabled();
  });

  it('keeps Enter for the input method while a word is being composed', async () => {
    const { conversation, api } = setUp();
    await open(conversation.id);
    fireEvent.change(box(), { target: { value: 'にほん' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(api.calls).toEqual([]);
    expect(box()).toHaveValue('にほん');
  });
});
