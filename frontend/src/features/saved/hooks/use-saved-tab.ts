import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Saved's lists: the students (the default, no parameter) and the featured posts (`?tab=posts`). */
export const SAVED_TABS = ['students', 'posts'] as const;
export type SavedTab = (typeof SAVED_TABS)[number];

/**
 * The tab of Saved, kept in the address (`?tab=posts`), so reloading, going back and sharing the
 * link keep it; an unknown tab shows the students. Another tab is a history entry and starts on its
 * first page.
 */
export function useSavedTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: SavedTab = SAVED_TABS.find((known) => known === searchParams.get('tab')) ?? 'students';
  const selectTab = useCallback(
    (next: SavedTab) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'students') params.delete('tab');
        else params.set('tab', next);
        params.delete('page');
        return params;
      }),
    [setSearchParams],
  );
  return { tab, selectTab };
}
