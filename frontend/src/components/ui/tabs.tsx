import type { ReactNode } from 'react';

interface TabsProps<T extends string> {
  /** The tab list's accessible name ("Saved items"). */
  label: string;
  /** Starts the ids of the tabs (`{idPrefix}-tab-{tab}`) and of the panel (`{idPrefix}-panel`). */
  idPrefix: string;
  tabs: readonly T[];
  /** What each tab says. */
  labels: Record<T, ReactNode>;
  /** A tab's whole accessible name, where its label alone says it badly (a count beside the words). */
  names?: Partial<Record<T, string>>;
  selected: T;
  onSelect: (tab: T) => void;
  /** The chosen tab's panel. */
  children: ReactNode;
}

/**
 * A row of tabs over one panel, which shows the chosen tab's content (the screen keeps the choice,
 * usually in the address with `useTabParam`).
 */
export function Tabs<T extends string>({ label, idPrefix, tabs, labels, names = {}, selected, onSelect, children }: TabsProps<T>) {
  const tabId = (tab: T) => `${idPrefix}-tab-${tab}`;
  const panelId = `${idPrefix}-panel`;
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={tabId(each)}
            aria-label={names[each]}
            aria-selected={selected === each}
            aria-controls={panelId}
            onClick={() => onSelect(each)}
            className={`-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${
              selected === each ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {labels[each]}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="mt-6">
        {children}
      </div>
    </div>
  );
}
