import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { ReviewCounts, ReviewStatus, Submission } from '../types';
import { REVIEW_MESSAGES } from '../utils/messages';

/** Every query of the review screen starts with this key: after a decision, one invalidation refreshes lists, counts and takedowns. */
export const contentReviewQueryKey = ['content-review'] as const;

export interface ReviewPage {
  submissions: Submission[];
  total: number;
  page: number;
  pageSize: number;
  counts: ReviewCounts;
}

/** GET /review/submissions: one page of a state's submissions at the caller's universities, with every tab's count. */
export async function getReviewSubmissions({ status, page = 1 }: { status: ReviewStatus; page?: number }): Promise<ReviewPage> {
  const body = unwrap(
    await api.GET('/review/submissions', { params: { query: { status, ...(page > 1 ? { page } : {}) } } }),
    REVIEW_MESSAGES.loadFailed,
  );
  return { submissions: body.data, total: body.total, page: body.page, pageSize: body.pageSize, counts: body.counts };
}

export function getReviewSubmissionsQueryOptions({ status, page = 1 }: { status: ReviewStatus; page?: number }) {
  return queryOptions({
    queryKey: [...contentReviewQueryKey, 'submissions', status, { page }],
    queryFn: () => getReviewSubmissions({ status, page }),
    // Another page of the same tab keeps the current one on screen while it loads (not across tabs).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}

export function useReviewSubmissions(params: { status: ReviewStatus; page?: number }) {
  return useQuery(getReviewSubmissionsQueryOptions(params));
}
