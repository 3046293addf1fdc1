/** The texts of connections: interest, requests, connections, blocks and privacy before connecting. */
export const CONNECTION_MESSAGES = {
  loadFailed: 'Failed to load your connections. Please try again later.',
  receivedLoadFailed: 'Failed to load the requests sent to you. Please try again later.',
  sentLoadFailed: 'Failed to load the requests you sent. Please try again later.',
  blockedLoadFailed: 'Failed to load the students you blocked. Please try again later.',
  interestFailed: 'Could not change your interest. Please try again.',
  sendFailed: 'Could not send your request. Please try again.',
  acceptFailed: 'Could not accept this request. Please try again.',
  declineFailed: 'Could not decline this request. Please try again.',
  withdrawFailed: 'Could not withdraw your request. Please try again.',
  removeFailed: 'Could not remove this connection. Please try again.',
  roommatesFailed: "Could not say you're roommates. Please try again.",
  takeBackFailed: 'Could not take it back. Please try again.',
  lookingFailed: 'Could not update whether you are looking. Please try again.',
  blockFailed: 'Could not block this student. Please try again.',
  unblockFailed: 'Could not unblock this student. Please try again.',
  privacyLoadFailed: 'Failed to load your privacy setting. Please try again later.',
  privacySaveFailed: 'Could not save your privacy setting. Please try again.',
  declineSilent: "They won't be told.",
  blockEffect: "You won't see each other anywhere on Quad, and any connection ends. They won't be told.",
  removeEffect: "You'll go back to seeing each other as before connecting. They won't be told.",
  privacyExplanation:
    'When this is on, students you are not connected with see only your first name, last initial, one photo, major, ' +
    'class year, bio and why you match. All your photos, your social handles and your lifestyle answers show once you connect.',
} as const;

/** The most characters a request's note may have (the server's rule). */
export const NOTE_MAX = 500;
