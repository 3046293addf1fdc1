import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import { REVIEW_MESSAGES } from '../utils/messages';

import { flaggedWordsQueryKey } from './get-flagged-words';

/** DELETE /admin/flagged-words/{word} (admins): answers the words as they are now. */
export async function removeFlaggedWord(word: string): Promise<string[]> {
  return unwrap(await api.DELETE('/admin/flagged-words/{word}', { params: { path: { word } } }), REVIEW_MESSAGES.wordFailed)
    .data.words;
}

export function useRemoveFlaggedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFlaggedWord,
    onSuccess: (words) => queryClient.setQueryData(flaggedWordsQueryKey, words),
  });
}
