import { CAPTION_MAX, characterCount, countTags, HASHTAGS_MAX, MENTIONS_MAX } from '@/utils/caption';

import { POST_INPUT_MESSAGES } from './messages';

export { CAPTION_MAX, characterCount, countTags, HASHTAGS_MAX, MENTIONS_MAX };

/** A card shows this many characters of a caption, then '...' (spec 9). */
export const CARD_CAPTION_LENGTH = 30;

/** The first rule the caption breaks, in the server's words; null when Instagram will take it. */
export function captionError(raw: string): string | null {
  const caption = raw.trim();
  if (caption === '') return POST_INPUT_MESSAGES.captionRequired;
  if (characterCount(caption) > CAPTION_MAX) return POST_INPUT_MESSAGES.captionTooLong;
  if (countTags(caption, '#') > HASHTAGS_MAX) return POST_INPUT_MESSAGES.tooManyHashtags;
  if (countTags(caption, '@') > MENTIONS_MAX) return POST_INPUT_MESSAGES.tooManyMentions;
  return null;
}

/** A card's caption: the first 30 characters and '...' when longer (spec 9). */
export function truncateCaption(caption: string, length: number = CARD_CAPTION_LENGTH): string {
  const characters = Array.from(caption);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : caption;
}
