/**
 * A card's link hands the list's address (`?major=...&page=2`) to the student's page in the
 * location state, so its back link returns to the same filters and page. A card listed elsewhere
 * (Saved) hands over where to return instead, and the link's words.
 */
export interface ReturnLink {
  /** An address of the app, e.g. `/saved?page=2`. */
  path: string;
  /** The back link's words, e.g. "Back to Saved". */
  label: string;
}

interface ListState {
  roommatesSearch: string;
  returnTo?: ReturnLink;
}

export function listState(search: string, returnTo?: ReturnLink): ListState {
  return returnTo ? { roommatesSearch: '', returnTo } : { roommatesSearch: search };
}

/** The list's address handed over by a card ('' when the page was opened any other way). */
export function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('roommatesSearch' in state)) return '';
  const search = (state as ListState).roommatesSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/** Where a card listed elsewhere than /roommates said to return (null otherwise, or if it is not an address of the app). */
export function returnLinkOf(state: unknown): ReturnLink | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const returnTo = (state as ListState).returnTo;
  if (typeof returnTo !== 'object' || returnTo === null) return null;
  const { path, label } = returnTo;
  const inApp = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
  return inApp && typeof label === 'string' && label.trim() !== '' ? { path, label } : null;
}
