/**
 * Who may see the screens behind sign-in. No session: sign-in, with the page to come back to. A
 * session whose member is not read yet: read it (`me`). The owner requires an authenticator this
 * member lacks: its set-up first. A screen of a higher role: "not allowed" (the API refuses it too).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { roleAllows, type StaffRole } from '../../contract/admin/constants';
import { LoadError } from '../../src/ui/load-error';
import { PageLoading } from '../../src/ui/page-loading';
import { readMe } from '../features/auth/api';
import { statusText } from '../lib/error-text';
import { NotAllowed } from '../lib/not-allowed';
import { ADMIN_PATHS, withNext } from '../lib/paths';
import { session, setMe } from '../lib/session';

export function SignedIn({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const snap = useSnapshot(session);
  const [path] = useLocation();
  const search = useSearch();
  const here = `${path}${search ? `?${search}` : ''}`;
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!snap.token || snap.me) return;
    const controller = new AbortController();
    readMe(controller.signal).then(setMe, (thrown: unknown) => {
      if (!controller.signal.aborted) setError(thrown);
    });
    return () => controller.abort();
  }, [snap.token, snap.me, attempt]);

  if (!snap.token) {
    const next = snap.returnTo === undefined ? here : snap.returnTo;
    return <Redirect to={withNext(ADMIN_PATHS.signIn, next)} replace />;
  }
  if (!snap.me) {
    if (error)
      return (
        <LoadError
          title={intl.formatMessage({ id: 'errors.load_failed' })}
          detail={statusText(intl, error)}
          retryLabel={intl.formatMessage({ id: 'common.retry' })}
          onRetry={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        />
      );
    return <PageLoading label={intl.formatMessage({ id: 'common.loading' })} />;
  }
  if (snap.totpRequired && path !== ADMIN_PATHS.twoStep)
    return <Redirect to={withNext(ADMIN_PATHS.twoStep, here)} replace />;
  return <>{children}</>;
}

/** A screen for members of role `least` and above. */
export function RoleOnly({ least, children }: { least: StaffRole; children: ReactNode }) {
  const member = useSnapshot(session).me?.member;
  return member && roleAllows(member.role, least) ? <>{children}</> : <NotAllowed />;
}
