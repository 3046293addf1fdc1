/** The texts of Saved. */
export const SAVED_MESSAGES = {
  loadFailed: 'Failed to load your saved students. Please try again later.',
  saveFailed: 'Could not save this student. Please try again.',
  removeFailed: 'Could not remove this student from Saved. Please try again.',
  empty: 'Nothing saved yet',
} as const;

/** The texts of Saved's posts. */
export const SAVED_POST_MESSAGES = {
  loadFailed: 'Failed to load your saved posts. Please try again later.',
  saveFailed: 'Could not save this post. Please try again.',
  removeFailed: 'Could not remove this post from Saved. Please try again.',
  empty: 'No saved posts yet',
} as const;
