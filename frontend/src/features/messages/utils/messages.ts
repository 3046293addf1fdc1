/** The texts of Messages. */
export const MESSAGING_TEXT = {
  listLoadFailed: 'Failed to load your conversations. Please try again later.',
  conversationLoadFailed: 'Failed to load this conversation. Please try again later.',
  messagesLoadFailed: 'Failed to load the messages. Please try again later.',
  earlierLoadFailed: 'Could not load earlier messages. Please try again.',
  sendFailed: 'Could not send your message. Please try again.',
  deleteFailed: 'Could not delete this message. Please try again.',
  openFailed: 'Could not open the conversation. Please try again.',
  notFound: 'Conversation not found',
  empty: 'No conversations yet',
  emptyAction: 'Message a student you are connected with',
  deleted: 'Message deleted',
  noMessages: 'No messages yet',
  cannotSend: 'You are no longer connected, so you cannot send messages here.',
  closed: 'This conversation is closed. You can still read it and report its messages.',
  closedTag: 'Closed',
  caution:
    'Be careful: this message mentions a payment or a phone number. Never send money or deposits before you have met and seen the place.',
  writeFirst: 'Write a message first',
  tooLong: 'A message can be at most 2,000 characters',
  deleteEffect: 'They will see "Message deleted" in its place.',
} as const;

/** The most characters a message may have (the server's rule). */
export const MESSAGE_MAX = 2000;

/** From this many characters on, the composer shows how many are left. */
export const MESSAGE_COUNTER_FROM = 1800;
