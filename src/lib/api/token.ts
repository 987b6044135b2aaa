/**
 * The session token lives in the `token` cookie (spec section 3): SameSite=Strict, Secure,
 * Path=/, 30 days, and deliberately readable by script, because the API client sends it as a
 * bearer header (auth is never by cookie, so there is no CSRF surface). Nothing else stores it.
 * Listeners hear every change made through this module (sign-in, X-New-Token, a 401, sign out), so
 * the screens that show the signed-in state follow it without polling the cookie.
 */
import { TOKEN_COOKIE } from '../../../contract/constants';
import { safeDecode } from '../../../contract/safe-decode';

const TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;

const listeners = new Set<() => void>();

/** Calls `listener` after each change of the token; answers the unsubscribe. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The reading of contract/cookies.ts's cookieValue, written out: imported, it cost every page's start
// 24 bytes of the size budget (the collection page had 38 left).
export function getToken(): string | null {
  if (import.meta.env.SSR) return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== TOKEN_COOKIE) continue;
    const value = safeDecode(part.slice(eq + 1).trim());
    return value === '' ? null : value;
  }
  return null;
}

export function setToken(token: string): void {
  writeCookie(encodeURIComponent(token), TOKEN_MAX_AGE_S);
}

export function clearToken(): void {
  writeCookie('', 0);
}

function writeCookie(value: string, maxAgeS: number): void {
  if (import.meta.env.SSR) return;
  document.cookie = `${TOKEN_COOKIE}=${value}; Max-Age=${maxAgeS}; Path=/; SameSite=Strict; Secure`;
  for (const listener of listeners) listener();
}
