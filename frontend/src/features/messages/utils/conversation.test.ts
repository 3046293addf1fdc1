import { buildConversation, buildMessage } from '@/testing/mocks/messages';

import { asDeleted, conversationTime, initialsOf, lastMessagePreview, withMessage } from './conversation';

describe('lastMessagePreview', () => {
  it('says "You: " before the viewer\'s own, on one line', () => {
    expect(lastMessagePreview(buildMessage({ mine: true, body: 'See you\n  tomorrow' }))).toBe('You: See you tomorrow');
  });

  it("gives the peer's words as they are", () => {
    expect(lastMessagePreview(buildMessage({ body: 'Is the room free?' }))).toBe('Is the room free?');
  });

  it('says "Message deleted" for a deleted one, whoever sent it', () => {
    expect(lastMessagePreview(asDeleted(buildMessage({ mine: true })))).toBe('Message deleted');
    expect(lastMessagePreview(buildMessage({ body: null, deleted: true }))).toBe('Message deleted');
    expect(lastMessagePreview(buildMessage({ body: undefined, deleted: true }))).toBe('Message deleted');
  });

  it('says there is nothing yet without a message (null or left out)', () => {
    expect(lastMessagePreview(null)).toBe('No messages yet');
    expect(lastMessagePreview(undefined)).toBe('No messages yet');
  });
});

describe('conversationTime', () => {
  const now = new Date(2026, 0, 10, 15, 30);
  const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

  it.each([
    [new Date(2026, 0, 10, 15, 29, 30).toISOString(), 'Just now'],
    [at(2026, 0, 10, 15, 5), '25 min ago'],
    [at(2026, 0, 10, 9, 0), '6 h ago'],
    [at(2026, 0, 9, 23, 0), 'Yesterday'],
    [at(2026, 0, 6, 12, 0), 'Tue'],
    [at(2025, 5, 12, 8, 0), 'Jun 12, 2025'],
    ['not a date', ''],
  ])('says %s as %s', (value, expected) => {
    expect(conversationTime(value, now)).toBe(expected);
  });
});

describe('withMessage', () => {
  it('makes a message from the peer the last one, and one more unread', () => {
    const message = buildMessage({ createdAt: '2026-01-10T12:00:00Z' });
    const updated = withMessage(buildConversation({ unread: 1 }), message);
    expect(updated).toMatchObject({ lastMessage: message, updatedAt: message.createdAt, unread: 2 });
  });

  it("counts the viewer's own as read", () => {
    expect(withMessage(buildConversation(), buildMessage({ mine: true })).unread).toBe(0);
  });

  it('makes the first message of a conversation without one (null or left out) the last one', () => {
    const message = buildMessage();
    const { lastMessage: _none, ...withoutLast } = buildConversation();
    expect(withMessage(withoutLast, message).lastMessage).toBe(message);
    expect(withMessage(buildConversation({ lastMessage: null }), message).lastMessage).toBe(message);
  });

  it('counts a message it already holds once', () => {
    const message = buildMessage();
    const once = withMessage(buildConversation(), message);
    expect(withMessage(once, message)).toBe(once);
  });

  it('keeps a later last message when an earlier one comes late', () => {
    const later = buildMessage({ createdAt: '2026-01-10T12:00:00Z' });
    const earlier = buildMessage({ createdAt: '2026-01-10T11:00:00Z' });
    const updated = withMessage(buildConversation({ lastMessage: later, updatedAt: later.createdAt }), earlier);
    expect(updated).toMatchObject({ lastMessage: later, updatedAt: later.createdAt, unread: 1 });
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada L.', 'AL'],
    ['ada', 'A'],
    ['Mary Jane W.', 'MJ'],
  ])('gives %s as %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
