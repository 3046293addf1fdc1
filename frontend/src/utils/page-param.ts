/**
 * The page a list's address asks for (`?page=`, or `name` for a second list on one screen): a whole number from 1. Missing, unreadable, zero
 * or negative is the first page; a fraction is rounded down. A number past the last page is kept:
 * the server answers for it.
 */
export function readPageParam(search: URLSearchParams, name = 'page'): number {
  return Math.max(1, Math.floor(Number(search.get(name))) || 1);
}
