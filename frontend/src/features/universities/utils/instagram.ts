export const INSTAGRAM_BASE_URL = 'https://www.instagram.com/';

const PREFIXES = [
  'https://www.instagram.com/',
  'http://www.instagram.com/',
  'https://instagram.com/',
  'http://instagram.com/',
  'www.instagram.com/',
  'instagram.com/',
];

/**
 * Spec 5, as the server applies it: an address not starting with Instagram's is taken as a handle,
 * any '@' removed and the address prefixed. `umich`, `@umich` and `instagram.com/umich/` all become
 * `https://www.instagram.com/umich`. Null when what is left is not a possible handle.
 */
export function normaliseInstagramUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  const lower = value.toLowerCase();
  const prefix = PREFIXES.find((candidate) => lower.startsWith(candidate));
  const rest = prefix ? value.slice(prefix.length) : value;
  const handle = rest.replaceAll('@', '').split(/[/?#]/)[0] ?? '';
  if (!/^[A-Za-z0-9._]{1,30}$/.test(handle)) return null;
  return `${INSTAGRAM_BASE_URL}${handle}`;
}
