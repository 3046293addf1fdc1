import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Submission, SubmissionsPage } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

/** Every query of the student's submissions starts with this key, so one invalidation refreshes them all. */
export const mySubmissionsQueryKey = ['submissions', 'mine'] as const;

/** Submissions per page of /submissions (the server's default). */
export const SUBMISSIONS_PAGE_SIZE = 10;

/** GET /submissions/mine: one page of the student's submissions, newest first. */
export async function getMySubmissions({ page = 1, pageSize = SUBMISSIONS_PAGE_SIZE } = {}): Promise<SubmissionsPage> {
  const body = unwrap(
    await api.GET('/submissions/mine', { params: { query: { ...(page > 1 ? { page } : {}), pageSize } } }),
    SUBMISSION_MESSAGES.loadFailed,
  );
  return { submissions: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getMySubmissionsQueryOptions({ page = 1, pageSize = SUBMISSIONS_PAGE_SIZE } = {}) {
  return queryOptions({
    queryKey: [...mySubmissionsQueryKey, 'list', { page, pageSize }],
    queryFn: () => getMySubmissions({ page, pageSize }),
    // While another page loads, the previous one stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useMySubmissions(params: { page?: number; pageSize?: number } = {}) {
  return useQuery(getMySubmissionsQueryOptions(params));
}

/** Pages read, at most, looking for one submission (100 each: a student has few). */
const SEARCH_PAGES = 10;

/**
 * One of the student's submissions, by id, for the revise form (there is no GET of one): read from
 * their pages, newest first; null when it is not theirs.
 */
export async function findMySubmission(id: string): Promise<Submission | null> {
  for (let page = 1; page <= SEARCH_PAGES; page += 1) {
    const { submissions, total, pageSize } = await getMySubmissions({ page, pageSize: 100 });
    const found = submissions.find((submission) => submission.id === id);
    if (found) return found;
    if (page * pageSize >= total) break;
  }
  return null;
}

/** The submission `/submit?revise=` changes, read as the form opens (none asked without an id). */
export function useMySubmission(id: string | null) {
  return useQuery({
    queryKey: [...mySubmissionsQueryKey, 'one', id],
    queryFn: () => findMySubmission(id ?? ''),
    enabled: id !== null,
    gcTime: 0,
  });
}
