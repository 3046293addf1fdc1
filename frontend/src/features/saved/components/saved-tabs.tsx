import type { ReactNode } from 'react';

import { SAVED_TABS, useSavedTab, type SavedTab } from '../hooks/use-saved-tab';

const TAB_LABELS: Record<SavedTab, string> = { students: 'Students', posts: 'Posts' };

const tabId = (tab: SavedTab) => `saved-tab-${tab}`;

interface SavedTabsProps {
  /** The list of each tab (composed by the app); only the chosen one is drawn. */
  panels: Record<SavedTab, ReactNode>;
}

/** Saved's two lists, Students and Posts, as tabs kept in the address (`?tab=posts`). */
export function SavedTabs({ panels }: SavedTabsProps) {
  const { tab, selectTab } = useSavedTab();
  return (
    <div>
      <div role="tablist" aria-label="Saved items" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {SAVED_TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={tabId(each)}
            aria-selected={tab === each}
            aria-controls="saved-panel"
            onClick={() => selectTab(each)}
            className={`-mb-px min-h-11 shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${
              tab === each ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {TAB_LABELS[each]}
          </button>
        ))}
      </div>
      <div id="saved-panel" role="tabpanel" aria-labelledby={tabId(tab)} className="mt-6">
        {panels[tab]}
      </div>
    </div>
  );
}
