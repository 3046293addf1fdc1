/** Where a notification leads: a page of the app, a page elsewhere (an Instagram post), or nowhere. */
export type NotificationTarget = { kind: 'app'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Reads a notification's `link`: a path of the app ("/profile") stays in the app; an absolute https
 * address opens in a new tab; anything else (another scheme, "//host") is not followed.
 */
export function notificationTarget(link: string): NotificationTarget {
  const trimmed = link.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return { kind: 'app', to: trimmed };
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' ? { kind: 'external', href: url.href } : null;
  } catch {
    return null;
  }
}
