import { paths } from '@/config/paths';

/**
 * Where a guest was going when they were asked to sign in (issue 37): `/login?next=/messages/…`,
 * and back there once signed in. Only a path of this app is ever followed: never another origin
 * (`//evil.example`, `https:`, `/\evil`), and never the sign-in pages themselves.
 */
export const RETURN_PARAM = 'next';

/** Kept across Google's round trip, which leaves the app. */
const GOOGLE_RETURN_KEY = 'quad.returnTo';

const AUTH_PAGES = /^\/(login|register|registration-success|forgot-password|reset-password|verify-email|auth\/google)(\/|$|\?|#)/;

/** `raw` when it is a path of this app worth returning to, else null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes never belong in a path the app makes.
  if ([...raw].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://quad.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://quad.invalid') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path === '/' || AUTH_PAGES.test(path)) return null;
  return path;
}

/** The login page, asked to come back to `location` afterwards (when it is worth coming back to). */
export function loginPathReturningTo(location: { pathname: string; search?: string; hash?: string }): string {
  const back = safeReturnPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  return back ? `/login?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/login';
}

/**
 * The two-step sign-in page right after signing in, told where the person was going (`?next=`, when
 * worth coming back to): it continues there once set up, or at once with "Not now" where setting it
 * up is only offered. (Here rather than in a module of its own: a chunk of its own weighed more on the
 * first load than the function does.)
 */
export function twoStepPathReturningTo(next: string | null): string {
  const back = safeReturnPath(next);
  return back ? `${paths.twoStep}?${RETURN_PARAM}=${encodeURIComponent(back)}` : paths.twoStep;
}

/** Notes where to return after Google's sign-in (the page's `next`), or forgets an older one. */
export function rememberReturnForGoogle(next: string | null): void {
  try {
    const safe = safeReturnPath(next);
    if (safe) sessionStorage.setItem(GOOGLE_RETURN_KEY, safe);
    else sessionStorage.removeItem(GOOGLE_RETURN_KEY);
  } catch {
    // Storage refused (a private window): the person lands on their next step instead.
  }
}

/** Forgets a return kept for Google (a sign-out: the next person in this tab starts at their own home). */
export function forgetReturnForGoogle(): void {
  rememberReturnForGoogle(null);
}

/** Where to return after Google's sign-in, read once. */
export function takeReturnFromGoogle(): string | null {
  try {
    const kept = sessionStorage.getItem(GOOGLE_RETURN_KEY);
    sessionStorage.removeItem(GOOGLE_RETURN_KEY);
    return safeReturnPath(kept);
  } catch {
    return null;
  }
}
