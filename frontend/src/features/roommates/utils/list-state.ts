/**
 * A card's link hands the list's address (`?major=...&page=2`) to the student's page in the
 * location state, so its back link returns to the same filters and page.
 */
interface ListState {
  roommatesSearch: string;
}

export function listState(search: string): ListState {
  return { roommatesSearch: search };
}

/** The list's address handed over by a card ('' when the page was opened any other way). */
export function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('roommatesSearch' in state)) return '';
  const search = (state as ListState).roommatesSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
