import { POST_INPUT_MESSAGES } from './messages';

/** Instagram's limits on a caption (the server's `quad_domain::post`). */
export const CAPTION_MAX = 2200;
export const HASHTAGS_MAX = 30;
export const MENTIONS_MAX = 20;
/** A card shows this many characters of a caption, then '...' (spec 9). */
export const CARD_CAPTION_LENGTH = 30;

/** Characters as people count them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

const WORD_CHARACTER = /^[\p{Alphabetic}\p{N}_]$/u;

/**
 * How many `#tag`s (or `@name`s) the text holds, counted as the server does: the sign at the start
 * of a word, followed by a letter, digit or underscore (an e-mail address's `@` does not count).
 */
export function countTags(text: string, sign: '#' | '@'): number {
  const characters = Array.from(text);
  return characters.filter((character, index) => {
    if (character !== sign) return false;
    const before = characters[index - 1];
    const after = characters[index + 1];
    return (before === undefined || !WORD_CHARACTER.test(before)) && after !== undefined && WORD_CHARACTER.test(after);
  }).length;
}

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
