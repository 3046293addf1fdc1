import { useTabParam } from '@/hooks/use-tab-param';

/** Saved's lists: the students (the default, no parameter) and the featured posts (`?tab=posts`). */
export const SAVED_TABS = ['students', 'posts'] as const;
export type SavedTab = (typeof SAVED_TABS)[number];

/**
 * The tab of Saved, kept in the address (`?tab=posts`), so reloading, going back and sharing the
 * link keep it; an unknown tab shows the students. Another tab is a history entry and starts on its
 * first page.
 */
export function useSavedTab() {
  return useTabParam('tab', SAVED_TABS);
}
