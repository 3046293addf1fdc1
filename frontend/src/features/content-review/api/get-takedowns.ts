import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { TakedownTask } from '../types';
import { REVIEW_MESSAGES } from '../utils/messages';

import { contentReviewQueryKey } from './get-review-submissions';

/** GET /review/takedowns: the open takedown tasks at the caller's universities, oldest first. */
export async function getTakedowns(): Promise<TakedownTask[]> {
  return unwrap(await api.GET('/review/takedowns'), REVIEW_MESSAGES.takedownsFailed).data;
}

export function getTakedownsQueryOptions() {
  return queryOptions({ queryKey: [...contentReviewQueryKey, 'takedowns'], queryFn: getTakedowns });
}

export function useTakedowns({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTakedownsQueryOptions(), enabled });
}
