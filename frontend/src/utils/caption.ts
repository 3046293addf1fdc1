/** Instagram's limits on a caption (the server's `quad_domain::post`), for every form that writes one. */
export const CAPTION_MAX = 2200;
export const HASHTAGS_MAX = 30;
export const MENTIONS_MAX = 20;

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
