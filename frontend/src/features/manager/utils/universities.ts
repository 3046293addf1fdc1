import type { ManagerUniversity } from '../types';

/** "1 queued post", "1,024 queued posts". */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "2 Instagram accounts · 3 queued posts": the connected accounts and queued posts GET /manager/universities counts. */
export function universityCounts(university: Pick<ManagerUniversity, 'instagramAccounts' | 'queuedPosts'>): string {
  return `${plural(university.instagramAccounts, 'Instagram account', 'Instagram accounts')} · ${plural(
    university.queuedPosts,
    'queued post',
    'queued posts',
  )}`;
}

/** Whether the university's name or location contains the search (any case; an empty search matches all). */
export function matchesUniversitySearch(university: Pick<ManagerUniversity, 'name' | 'location'>, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  return university.name.toLowerCase().includes(term) || (university.location ?? '').toLowerCase().includes(term);
}
