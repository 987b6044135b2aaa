/**
 * Mirrors a signed-in customer's cart and wishlist to the server while the app runs. Anonymous shoppers
 * (no `token` cookie) get nothing: no request, and the mirror code (with Dexie) is never even loaded.
 * It reads the token once, on mount; signing in later remounts it (a `key` on the session, accounts issue).
 */
import { useEffect, useRef } from 'react';
import { getToken } from '../lib/api/token';
import { useLang } from '../lib/i18n/routing';
import { runMirror, sessionKeyOf } from './account-mirror-loop';

export function AccountMirror() {
  const lang = useLang();
  const langRef = useRef(lang);
  useEffect(() => {
    langRef.current = lang;
  }, [lang]);

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    let cancelled = false;
    let stop = () => {};
    void Promise.all([
      import('../features/cart/account-sync'),
      import('../features/wishlist/account-sync'),
      sessionKeyOf(token),
    ])
      .then(([cart, wishlist, sessionKey]) => {
        if (cancelled) return;
        const options = { sessionKey, lang: () => langRef.current };
        stop = runMirror([cart.createCartMirror(options), wishlist.createWishlistMirror(options)]);
      })
      .catch((error: unknown) => console.warn('account mirror did not start:', error));
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return null;
}
