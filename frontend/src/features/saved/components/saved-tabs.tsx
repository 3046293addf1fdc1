import type { ReactNode } from 'react';

import { Tabs } from '@/components/ui/tabs';

import { SAVED_TABS, useSavedTab, type SavedTab } from '../hooks/use-saved-tab';

const TAB_LABELS: Record<SavedTab, string> = { students: 'Students', posts: 'Posts' };

interface SavedTabsProps {
  /** The list of each tab (composed by the app); only the chosen one is drawn. */
  panels: Record<SavedTab, ReactNode>;
}

/** Saved's two lists, Students and Posts, as tabs kept in the address (`?tab=posts`). */
export function SavedTabs({ panels }: SavedTabsProps) {
  const { tab, selectTab } = useSavedTab();
  return (
    <Tabs label="Saved items" idPrefix="saved" tabs={SAVED_TABS} labels={TAB_LABELS} selected={tab} onSelect={selectTab}>
      {panels[tab]}
    </Tabs>
  );
}
