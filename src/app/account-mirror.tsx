/**
 * Mirrors a signed-in customer's cart and wishlist to the server while the app runs. Anonymous shoppers
 * (no `token` cookie) get nothing: no request, and the mirror code (with Dexie) is never even loaded.
 * It starts when a session starts (sign-in, or a cookie found at start) and stops when it ends (sign
 * out, a 401); a token replaced within the session (X-New-Token) changes nothing. Its first run is the
 * sign-in merge; the lines it had to cut go to `onConflicts`.
 */
import { useEffect, useRef } from 'react';
import type { NamedConflict } from '../features/cart/account-sync';
import { getToken } from '../lib/api/token';
import { useLang } from '../lib/i18n/routing';
import { sessionId, useSignedIn } from '../lib/session';
import { runMirror, sessionKeyOf } from './account-mirror-loop';

export function AccountMirror({
  onConflicts,
}: {
  onConflicts?: (conflicts: NamedConflict[]) => void;
}) {
  const lang = useLang();
  const signedIn = useSignedIn();
  const langRef = useRef(lang);
  const conflictsRef = useRef(onConflicts);
  useEffect(() => {
    langRef.current = lang;
    conflictsRef.current = onConflicts;
  }, [lang, onConflicts]);

  useEffect(() => {
    const token = getToken();
    if (!signedIn || !token) return;
    let cancelled = false;
    let stop = () => {};
    void Promise.all([
      import('../features/cart/account-sync'),
      import('../features/wishlist/account-sync'),
      // The sign-in's own id outlives token rotations; a session started elsewhere falls back to the token.
      sessionId() ?? sessionKeyOf(token),
    ])
      .then(([cart, wishlist, sessionKey]) => {
        if (cancelled) return;
        const options = {
          sessionKey,
          lang: () => langRef.current,
          // The cookie, not this effect: sign out (in any tab) clears it before it restores the guest's
          // cart, while this effect's cleanup only runs at the next render.
          ongoing: () => !cancelled && getToken() !== null,
        };
        stop = runMirror([
          cart.createCartMirror({
            ...options,
            onConflicts: (conflicts) => conflictsRef.current?.(conflicts),
          }),
          wishlist.createWishlistMirror(options),
        ]);
      })
      .catch((error: unknown) => console.warn('account mirror did not start:', error));
    return () => {
      cancelled = true;
      stop();
    };
  }, [signedIn]);

  return null;
}
