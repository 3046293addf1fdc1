import { useId, useState } from 'react';

import { characterCount } from '@/utils/caption';

/** Beyond this many characters or lines a caption is clamped, with More to read the rest. */
const LONG_CAPTION = 140;
const LONG_LINES = 3;

/** The caption, clamped to three lines when long, with a More / Less toggle (aria-expanded). */
export function FeaturedCaption({ caption }: { caption: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = characterCount(caption) > LONG_CAPTION || caption.split('\n').length > LONG_LINES;
  return (
    <div>
      <p
        id={id}
        className={`text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-slate-700 ${long && !expanded ? 'line-clamp-3' : ''}`}
      >
        {caption}
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
