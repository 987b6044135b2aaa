import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getToken } from '../lib/api/token';
import { useAppPath, useLocalize } from '../lib/i18n/routing';
import { useSignedIn } from '../lib/session';
import { signInPath } from '../lib/sign-in-redirect';

/**
 * The account area's guard (spec section 6: a signed-in customer only). A guest is sent to sign in with
 * this page remembered, and comes back here after. The cookie is read in an effect, never during the
 * first render, which is the same for a guest and a customer; the area shows once a session is seen.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const [, navigate] = useLocation();
  const path = useAppPath();
  const search = useSearch();
  const localize = useLocalize();
  useEffect(() => {
    if (getToken()) return;
    navigate(localize(signInPath(search ? `${path}?${search}` : path)), { replace: true });
  }, [signedIn, path, search, navigate, localize]);
  return signedIn ? <>{children}</> : null;
}
