export const FEATURED_MESSAGES = {
  loadFailed: 'Failed to load the featured posts. Please try again.',
  likeFailed: 'Failed to like the post',
  unlikeFailed: 'Failed to take your like back',
  empty: 'No featured posts yet.',
} as const;
