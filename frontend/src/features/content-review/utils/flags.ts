/**
 * A flag in words: `word:<w>` is a flagged word in the caption, `same-image` a photo identical to
 * one of a rejected submission. Flags never block a decision; they ask for a closer look.
 */
export function flagLabel(flag: string): string {
  if (flag.startsWith('word:')) return `Flagged word: ${flag.slice('word:'.length)}`;
  if (flag === 'same-image') return 'Same image as a rejected submission';
  return flag;
}
