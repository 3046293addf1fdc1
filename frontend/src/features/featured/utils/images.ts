import type { FeaturedPhoto } from '../types';

/** The grid's columns (1, 2 from 640 px, 3 from 1024 px in a 1024 px column), as the browser should pick an image for them. */
export const FEATURED_IMAGE_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw';

/** The longest side of a photo's thumbnail (the server's `thumbnail_size`). */
const THUMBNAIL_SIDE = 400;

/** The thumbnail (400 px on its longest side, so a portrait one is narrower), or the photo itself where a card is drawn wider. */
export function photoSrcSet(photo: FeaturedPhoto): string {
  const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(photo.width, photo.height));
  return `${photo.thumbnailUrl} ${Math.round(photo.width * scale)}w, ${photo.url} ${photo.width}w`;
}

/** How a caption starts, for an image's alt text: its first words, up to about 80 characters. */
export function captionStart(caption: string, length = 80): string {
  const flat = caption.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= length) return flat;
  const cut = characters.slice(0, length).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** "Photo by @ada: Golden hour on the Diag…". */
export function photoAlt(credit: string, caption: string): string {
  const start = captionStart(caption);
  return start ? `Photo by ${credit}: ${start}` : `Photo by ${credit}`;
}
