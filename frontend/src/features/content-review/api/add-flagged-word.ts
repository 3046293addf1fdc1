import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { REVIEW_MESSAGES } from '../utils/messages';

import { flaggedWordsQueryKey } from './get-flagged-words';

/** POST /admin/flagged-words (admins): answers the words as they are now. */
export async function addFlaggedWord(word: string): Promise<string[]> {
  return unwrap(await api.POST('/admin/flagged-words', { body: { word } }), REVIEW_MESSAGES.wordFailed).data.words;
}

export function useAddFlaggedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFlaggedWord,
    onSuccess: (words) => queryClient.setQueryData(flaggedWordsQueryKey, words),
  });
}
