import { screen, within } from '@testing-library/react';

import { buildUser } from '@/testing/mocks/handlers';
import { buildConversation, buildMessage, buildPeer, mockMessagesApi } from '@/testing/mocks/messages';
import { renderWithRouter, signInAs } from '@/testing/test-utils';

import type { Conversation, ReportTarget } from '../types';

import { ConversationThread } from './conversation-thread';

/** The app's controls, as plain buttons saying what they were given. */
const renderReport = ({ kind, alsoBlock }: ReportTarget) => (
  <button type="button">{`Report ${kind}${alsoBlock ? `, also block ${alsoBlock.name}` : ''}`}</button>
);
const renderBlock = ({ name }: { name: string }) => <button type="button">{`Block ${name}`}</button>;

async function open(overrides: Partial<Conversation>) {
  const conversation = buildConversation({ peer: buildPeer({ name: 'Ada L.' }), ...overrides });
  mockMessagesApi({
    conversations: [conversation],
    messages: { [conversation.id]: [buildMessage({ conversationId: conversation.id, body: 'Send the deposit first' })] },
  });
  signInAs(buildUser());
  const view = renderWithRouter(
    <ConversationThread conversationId={conversation.id} renderForbidden={() => null} renderReport={renderReport} renderBlock={renderBlock} />,
  );
  await screen.findByText(/Send the deposit first/);
  return { ...view, conversation };
}

const title = () => screen.getByRole('heading', { level: 1, name: 'Ada L.' });

describe('ConversationThread', () => {
  it('links an open conversation to the peer, offers Block, and a report that may block them too', async () => {
    const { conversation } = await open({});
    expect(within(title()).getByRole('link', { name: 'Ada L.' })).toHaveAttribute('href', `/roommates/${conversation.peer.studentId}`);
    expect(screen.getByRole('button', { name: 'Block Ada L.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report profile, also block Ada L.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report message, also block Ada L.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(screen.queryByText(/conversation is closed|You blocked/)).not.toBeInTheDocument();
  });

  it('closed by the viewer: a note with the way to unblock instead of the box, no page, no Block, reports without a block', async () => {
    await open({ closed: true, youBlocked: true, canSend: false });
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByText(/^You blocked Ada L\. You can still read/).closest('p')).toHaveTextContent(
      'You blocked Ada L. You can still read this conversation and report its messages. To write again, unblock them in Connections and connect again.',
    );
    expect(screen.getByRole('link', { name: 'unblock them in Connections' })).toHaveAttribute('href', '/connections?tab=blocked');
    expect(within(title()).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Block/ })).not.toBeInTheDocument();
    // Already blocked: the reports stay, without blocking again.
    expect(screen.getByRole('button', { name: 'Report profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report message' })).toBeInTheDocument();
  });

  it('closed by the peer: says it is closed, and the reports may still block them', async () => {
    await open({ closed: true, youBlocked: false, canSend: false });
    expect(screen.getByText('This conversation is closed. You can still read it and report its messages.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'unblock them in Connections' })).not.toBeInTheDocument();
    expect(within(title()).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Block/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report profile, also block Ada L.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report message, also block Ada L.' })).toBeInTheDocument();
  });
});
