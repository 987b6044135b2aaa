/**
 * Whether a customer is signed in, as screens see it: the `token` cookie (api/token.ts) is the only
 * record of the session, so this reads it and re-renders on every change (sign-in, a 401, sign out).
 * The server's render and the hydration of it see a guest: the cookie is read once the app runs.
 *
 * A sign-in also gets an id of its own, kept in localStorage (`session.id`), that outlives the token's
 * rotations (X-New-Token, a password change): the account mirror tags what it keeps with it, so a new
 * token for the same sign-in is not taken for a new sign-in (whose merge would add the cart to itself).
 */
import { useSyncExternalStore } from 'react';
import { clearToken, getToken, setToken, subscribeToken } from './api/token';

const SESSION_ID_KEY = 'session.id';

const signedInNow = () => getToken() !== null;

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToken, signedInNow, () => false);
}

/** Starts a session with the token a sign-in (login, register, reset) answered. */
export function startSession(token: string): void {
  try {
    localStorage.setItem(SESSION_ID_KEY, crypto.randomUUID());
  } catch {
    // No storage: the mirror falls back to a hash of the token.
  }
  setToken(token);
}

/** Ends the session on this device (the server's end is the caller's call). */
export function endSession(): void {
  try {
    localStorage.removeItem(SESSION_ID_KEY);
  } catch {
    // Nothing stored.
  }
  clearToken();
}

/** The id of the current sign-in, or null for a session this app did not start (or no storage). */
export function sessionId(): string | null {
  try {
    return localStorage.getItem(SESSION_ID_KEY);
  } catch {
    return null;
  }
}
