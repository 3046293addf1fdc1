/** The newsletter pages' own words; the server's messages are shown as it sends them. */
export const NEWSLETTER_MESSAGES = {
  /** The server's answer to a link it does not know (404), also said for a link without its secret. */
  linkSpent: 'This link no longer works: the address may be unsubscribed already.',
  loadFailed: 'Failed to load your subscription. Please try again.',
  saveFailed: 'Failed to save your choice. Please try again.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  chooseOne: 'Choose at least one university, or choose All universities.',
  previewFailed: 'Failed to load the newsletter preview. Please try again.',
} as const;
