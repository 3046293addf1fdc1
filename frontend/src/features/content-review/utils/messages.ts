/** The review screen's words; the server's own messages are shown as it sends them. */
export const REVIEW_MESSAGES = {
  loadFailed: 'Failed to load submissions. Please try again.',
  takedownsFailed: 'Failed to load takedown tasks. Please try again.',
  approved: 'Submission approved: it is featured now',
  approvedWithCaption: 'Submission approved with your caption: it is featured now',
  changesRequested: 'Changes requested: the student was told what to change',
  rejected: 'Submission rejected',
  decideFailed: 'Failed to save the decision',
  /** The server's answer to a missing reason (400). */
  reasonRequired: 'Please provide a reason for rejection',
  changesReasonRequired: 'Please tell the student what to change',
  captionRequired: 'Please enter a caption',
  queued: (time: string) => `Queued to Instagram for ${time}`,
  queueFailed: 'Failed to queue the submission',
  takedownDone: 'Takedown marked as done',
  takedownFailed: 'Failed to mark the takedown as done',
  wordsFailed: 'Failed to load the flagged words',
  wordAdded: (word: string) => `"${word}" added to the flagged words`,
  wordRemoved: (word: string) => `"${word}" removed from the flagged words`,
  wordFailed: 'Failed to change the flagged words',
} as const;
