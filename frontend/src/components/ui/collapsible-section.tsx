import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

interface CollapsibleSectionProps {
  title: string;
  /** A short status beside the title, e.g. how many answers are chosen inside. */
  summary?: ReactNode;
  /** A line under the title, inside the toggle. */
  description?: ReactNode;
  defaultOpen?: boolean;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 'h3' | 'h4';
  children: ReactNode;
}

/**
 * A titled disclosure: the heading's button shows or hides the panel (aria-expanded). The panel stays
 * mounted while hidden, so whatever is chosen inside is kept.
 */
export function CollapsibleSection({
  title,
  summary,
  description,
  defaultOpen = false,
  headingLevel: Heading = 'h3',
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-toggle`;
  const panelId = `${id}-panel`;
  return (
    <div className="rounded-2xl bg-white ring-1 ring-slate-200">
      <Heading className="m-0">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 rounded-2xl px-4 py-3.5 text-left hover:bg-slate-50 focus-visible:-outline-offset-3 sm:px-5"
        >
          <span className="min-w-0 flex-1">
            <span className="block text-base font-bold text-slate-900">{title}</span>
            {description && <span className="mt-0.5 block text-sm font-normal text-slate-600">{description}</span>}
          </span>
          {summary && (
            <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{summary}</span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-brand-600 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="border-t border-slate-100 px-4 py-4 sm:px-5">
        {children}
      </div>
    </div>
  );
}
