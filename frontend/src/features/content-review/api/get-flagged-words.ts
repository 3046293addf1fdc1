import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { REVIEW_MESSAGES } from '../utils/messages';

export const flaggedWordsQueryKey = ['flagged-words'] as const;

/** GET /review/flagged-words: the words that flag a caption for a closer look, in the order they were added. */
export async function getFlaggedWords(): Promise<string[]> {
  return unwrap(await api.GET('/review/flagged-words'), REVIEW_MESSAGES.wordsFailed).data.words;
}

export function getFlaggedWordsQueryOptions() {
  return queryOptions({ queryKey: flaggedWordsQueryKey, queryFn: getFlaggedWords });
}

export function useFlaggedWords() {
  return useQuery(getFlaggedWordsQueryOptions());
}
