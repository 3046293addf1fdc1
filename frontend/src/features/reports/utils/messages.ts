import type { ReportAction, ReportCategory, ReportKind, ReportStatus } from '../types';

/** The most characters a report's details may have (the server's rule). */
export const DETAILS_MAX = 1000;

/** The most characters a moderator's note may have (the server's rule). */
export const NOTE_MAX = 500;

/** The categories as the report dialog and the queue name them. */
export const CATEGORY_LABELS: Record<ReportCategory, string> = {
  harassment: 'Harassment or hate',
  scam: 'Scam or asking for money',
  spam: 'Spam',
  inappropriate: 'Inappropriate content',
  fakeProfile: 'Fake profile or impersonation',
  other: 'Something else',
};

/** "Report this profile": what is reported, in a sentence. */
export const KIND_NOUNS: Record<ReportKind, string> = {
  profile: 'profile',
  message: 'message',
  post: 'post',
};

/** The kind at the head of a report's card. */
export const KIND_LABELS: Record<ReportKind, string> = {
  profile: 'Profile',
  message: 'Message',
  post: 'Featured post',
};

/** What a resolved report's card says was done. */
export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed: no violation',
  removed: 'Content removed',
  warned: 'Author warned',
  suspended: 'Account suspended',
};

/** The actions' buttons on an open report. */
export const ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  remove: 'Remove content',
  warn: 'Warn',
  suspend: 'Suspend',
};

/** The texts of reports; the server's own refusals (already reported, ten a day, already resolved) are shown as it words them. */
export const REPORT_MESSAGES = {
  categoryRequired: 'Choose what is wrong.',
  /** The server's words for details over the limit (400). */
  detailsTooLong: 'Keep the details to 1,000 characters or fewer',
  sendFailed: 'Could not send your report. Please try again.',
  thanks: 'Thanks. A moderator will review it, and we will tell you the outcome.',
  alsoBlock: (name: string) => `Also block ${name}`,
  /** What blocking does, as the block button's confirmation says it. */
  alsoBlockHint: "You won't see each other anywhere on Quad, and any connection ends. They won't be told.",
  blocking: (name: string) => `Blocking ${name}...`,
  blocked: (name: string) => `${name} is blocked.`,
  blockFailed: (name: string) => `Your report is sent, but ${name} could not be blocked. Please try again.`,
  anonymous: 'Moderators review every report. Nobody is told who sent it.',
  loadFailed: 'Failed to load the reports. Please try again.',
  actionFailed: 'Could not save your decision. Please try again.',
  /** The server's words for a warning without one (400). */
  warningRequired: 'Write the warning the student will receive',
  noteTooLong: `Keep the note to ${NOTE_MAX} characters or fewer.`,
  emptyOpen: 'No reports to review',
  emptyOpenHint: 'When students report a profile, a message or a featured post, it shows here.',
  emptyResolved: 'No resolved reports yet',
  dismissed: 'Report dismissed. The reporters are told no action was needed.',
  removed: 'Content removed. The reporters are told action was taken.',
  warned: (name: string) => `Warning sent to ${name}.`,
  suspended: (name: string) => `${name}'s account is suspended.`,
} as const;
