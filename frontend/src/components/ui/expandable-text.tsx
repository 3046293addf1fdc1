import { useId, useState } from 'react';

interface ExpandableTextProps {
  text: string;
  /** Whether the text is long enough to fold at all (short text shows whole, with no button). */
  long: boolean;
  /** Folded, the text shows shortened (`text`) or whole but clamped by a class (`className`). */
  folded: { text: string } | { className: string };
  className: string;
}

/** Text that shows in part until More is pressed, then whole until Less (the button says which, with aria-expanded). */
export function ExpandableText({ text, long, folded, className }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const fold = long && !expanded;
  const clamp = fold && 'className' in folded ? folded.className : '';
  return (
    <div>
      <p id={id} className={`${className} ${clamp}`.trim()}>
        {fold && 'text' in folded ? folded.text : text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? 'Less' : 'More'}
        </button>
      )}
    </div>
  );
}
