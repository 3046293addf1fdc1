import { ExpandableText } from '@/components/ui/expandable-text';
import { characterCount } from '@/utils/caption';

/** Beyond this many characters or lines a caption is clamped, with More to read the rest. */
const LONG_CAPTION = 140;
const LONG_LINES = 3;

/** The caption, clamped to three lines when long, with a More / Less toggle (aria-expanded). */
export function FeaturedCaption({ caption }: { caption: string }) {
  const long = characterCount(caption) > LONG_CAPTION || caption.split('\n').length > LONG_LINES;
  return (
    <ExpandableText
      text={caption}
      long={long}
      folded={{ className: 'line-clamp-3' }}
      className="text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-slate-700"
    />
  );
}
