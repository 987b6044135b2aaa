/**
 * The staff session in the browser. The bearer token the sign-in answered is kept in localStorage
 * under its own key (STAFF_TOKEN_KEY), never in the storefront's `token` cookie: a shopper's session
 * and a member's never mix, and the admin never sends a customer's token (which the admin API refuses
 * anyway). Who is signed in (`me`) is held in memory and read again at each start. How long a session
 * lives is the server's rule (30 minutes idle, 12 hours at most): the app learns a session ended from
 * a 401 and forgets the token, keeping the page the member was on for after the next sign-in.
 * Another tab's sign-in or sign-out reaches this one through the storage event.
 */
import { proxy } from 'valtio';
import type { Me } from '../../contract/admin/types';

export const STAFF_TOKEN_KEY = 'admin.staff-token';

function readToken(): string | null {
  try {
    return localStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null; // storage blocked: the session lasts as long as the tab
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STAFF_TOKEN_KEY, token);
    else localStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // storage blocked: kept in memory only
  }
}

export const session = proxy({
  token: readToken(),
  me: null as Me | null,
  /** The owner requires an authenticator this member has not set up yet (from `me` or a 403). */
  totpRequired: false,
  /**
   * Where sign-in leads back to once the session is gone: the page (under the admin's base, query
   * included) the member was on when it ended, null after signing out (the home screen), undefined
   * while nothing decided it (the page open now).
   */
  returnTo: undefined as string | null | undefined,
});

export function setMe(me: Me): void {
  session.me = me;
  session.totpRequired = me.must_set_up_totp;
}

export function startSession(token: string, me: Me): void {
  writeToken(token);
  session.token = token;
  session.returnTo = undefined;
  setMe(me);
}

/** Forgets the token and who was signed in; `returnTo` is where a new sign-in should lead back to. */
export function endSession(returnTo: string | null = null): void {
  writeToken(null);
  session.token = null;
  session.me = null;
  session.totpRequired = false;
  session.returnTo = returnTo;
}

/** A call answered 403 `totp_required`: the owner turned the requirement on meanwhile. */
export function requireTotp(): void {
  session.totpRequired = true;
}

/** Follows sign-ins and sign-outs made in other tabs. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STAFF_TOKEN_KEY || event.newValue === session.token) return;
    session.token = event.newValue;
    session.me = null; // read again for the new session, or gone with the old one
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
