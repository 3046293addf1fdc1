/** The texts of Saved. */
export const SAVED_MESSAGES = {
  loadFailed: 'Failed to load your saved students. Please try again later.',
  saveFailed: 'Could not save this student. Please try again.',
  removeFailed: 'Could not remove this student from Saved. Please try again.',
  empty: 'Nothing saved yet',
} as const;
