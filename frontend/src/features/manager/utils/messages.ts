import { ApiError } from '@/lib/api/errors';

/** The manager area's words (spec 8, Manager; the contract's server messages). */
export const MANAGER_MESSAGES = {
  dashboardFailed: 'Failed to load dashboard data. Please try again later.',
  universitiesFailed: 'Failed to load universities',
  /** Under a university nobody can join yet, on the manager's own list. */
  notOpen: 'Students cannot join it until an admin confirms its e-mail domains.',
  /** Where the posts are fetched (the Instagram page's picker), beside 'Failed to fetch posts'. */
  universitiesFetchFailed: 'Failed to fetch universities',
  accountsFailed: 'Failed to load Instagram accounts data',
  postsFailed: 'Failed to fetch posts',
  scheduleFailed: 'Failed to load the schedule',
  testSucceeded: 'Successfully connected to Instagram API!',
  testFailed: 'Failed to connect to Instagram API',
  accountSaved: (username: string, university: string) => `@${username} saved for ${university}`,
  saveFailed: 'Failed to save the Instagram account',
  accountRemoved: (username: string) => `@${username} removed`,
  removeFailed: 'Failed to remove the Instagram account',
  uploaded: 'Post uploaded successfully',
  uploadFailed: 'Failed to upload post',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
  retried: 'Post queued again',
  retryFailed: 'Failed to retry post',
  moved: 'Post moved',
  moveFailed: 'Failed to move post',
  refreshing: 'Refreshing posts...',
  noAccount: 'Connect an Instagram account for this university before uploading posts',
  /** A manager no admin has assigned to any university yet (issue 23). */
  noUniversityYet: "You don't look after any university yet.",
  askForUniversity: 'Ask an admin to assign you one in Users.',
  unknownUniversity: 'The university in this link was not found. Choose one above.',
} as const;

/**
 * What a list that could not be read says: the server's refusal when it refused (403: the
 * university is not one the manager looks after, and who can change that), else `fallback`.
 */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 403 && error.message.trim() !== '' ? error.message : fallback;
}

/** The upload form's checks (spec 5, Post upload) and the server's caption and slot rules, in its words. */
export const POST_INPUT_MESSAGES = {
  imageRequired: 'Please select an image',
  notAnImage: 'Please select an image file',
  imageTooLarge: 'Image must be less than 5MB',
  imageTooNarrow: 'The image must be at least 320 pixels wide once framed for Instagram',
  captionRequired: 'Please enter a caption',
  captionTooLong: 'Captions can be at most 2,200 characters',
  tooManyHashtags: 'Instagram allows at most 30 hashtags in a caption',
  tooManyMentions: 'Instagram allows at most 20 @mentions in a caption',
  slotInPast: 'A post cannot be scheduled in the past',
  timeRequired: 'Please choose a time',
} as const;

/** How the connected accounts load and fail (their panel, the upload form): `listQueryState`'s options. */
export const ACCOUNTS_STATE = {
  compact: true,
  loadingLabel: 'Loading Instagram accounts...',
  failedMessage: (error: Error) => loadFailureMessage(error, MANAGER_MESSAGES.accountsFailed),
};
