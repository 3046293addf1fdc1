/** Where uploaded media may live besides this origin's /media/ (S3 or a CDN), when configured. */
const MEDIA_ORIGIN: string = (import.meta.env.VITE_MEDIA_ORIGIN as string | undefined) ?? '';

/**
 * Spec 2.6: the moderation cards show a photo only when it is our own uploaded media (or inline
 * data); any other address gives the initials.
 */
export function isTrustedImage(url: string | null | undefined, origin: string = window.location.origin): boolean {
  if (!url) return false;
  if (url.startsWith('/media/') || url.startsWith(`${origin}/media/`) || url.startsWith('data:image/')) return true;
  return MEDIA_ORIGIN !== '' && url.startsWith(`${MEDIA_ORIGIN.replace(/\/$/, '')}/`);
}

export function initials(firstName: string, lastName: string, username = ''): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || username.charAt(0) || '?').toUpperCase();
}
