import { CAPTION_MAX, characterCount, countTags, HASHTAGS_MAX, MENTIONS_MAX } from '@/utils/caption';

/** "12/2200 characters · 1/30 hashtags · 0/20 @mentions" beside a caption field; a count over its limit in red. */
export function CaptionCounter({ caption, id }: { caption: string; id?: string }) {
  const length = characterCount(caption);
  const hashtags = countTags(caption, '#');
  const mentions = countTags(caption, '@');
  const over = (count: number, max: number) => (count > max ? 'font-semibold text-rose-700' : '');
  return (
    <span id={id} className="text-right text-xs text-slate-600">
      <span className={over(length, CAPTION_MAX)}>
        {length}/{CAPTION_MAX} characters
      </span>
      <span className="block">
        <span className={over(hashtags, HASHTAGS_MAX)}>
          {hashtags}/{HASHTAGS_MAX} hashtags
        </span>
        {' · '}
        <span className={over(mentions, MENTIONS_MAX)}>
          {mentions}/{MENTIONS_MAX} @mentions
        </span>
      </span>
    </span>
  );
}
