/**
 * Where sign-in sends the shopper back to: `?redirect=` on the sign-in screens carries an app path
 * (without the language prefix, so the same link serves both languages). Only a path on this site is
 * ever followed: anything that could leave it (`//evil.example`, `/\evil`, `https:…`, control
 * characters) is ignored, so the parameter can never be an open redirect.
 */
import { splitLang } from '../../contract/routes';

export const REDIRECT_PARAM = 'redirect';
export const ACCOUNT_HOME = '/account/info/orders';

/** The app path to return to after sign-in, or null when `raw` is not a same-site path. */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  try {
    const base = 'https://shop.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return null;
    // A path given with its language prefix is taken without it: the screen adds the current one.
    const { path } = splitLang(url.pathname);
    // The sign-in screens themselves are no destination (a loop).
    if (path === '/account/login') return null;
    return path + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The sign-in screen's app path, remembering `destination` when it is a same-site path. */
export function signInPath(destination?: string): string {
  const safe = safeRedirect(destination);
  return safe ? `/account/login?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : '/account/login';
}
