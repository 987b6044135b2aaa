import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AuthResult } from '../../contract/types';
import { useLocalize } from '../lib/i18n/routing';
import { useSignedIn } from '../lib/session';
import { ACCOUNT_HOME, REDIRECT_PARAM, safeRedirect } from '../lib/sign-in-redirect';
import { beginSession } from './session-actions';

/**
 * The sign-in screens' way out: the destination remembered in `?redirect=` (a same-site path only),
 * else the account area. A signed-in shopper who opens one of these screens goes straight there, and so
 * does one who just signed in (the session starts, the screen follows).
 */
export function useSignInReturn(): {
  redirect: string | null;
  onSignedIn: (result: AuthResult) => Promise<void>;
} {
  const [, navigate] = useLocation();
  const localize = useLocalize();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get(REDIRECT_PARAM));
  const signedIn = useSignedIn();
  const destination = localize(redirect ?? ACCOUNT_HOME);
  useEffect(() => {
    if (signedIn) navigate(destination, { replace: true });
  }, [signedIn, destination, navigate]);
  return { redirect, onSignedIn: beginSession };
}
