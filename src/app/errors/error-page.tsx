/**
 * The error page of spec section 2: 404 gives 'Page Not Found' and the not-found view; any other
 * status (default 500) gives 'Internal Server Error' and a generic view. Every text comes from the
 * catalogues; the error's own message (English, technical, sometimes a URL) goes to the console only
 * (the error boundary logs it). Bots get no error page (the server already answered them with the status).
 * Offline, a screen whose code was never cached (docs/decisions/010) shows the offline view, as a
 * screen whose data was never cached does.
 */
import { useContext, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notFoundMessage } from '../../../contract/not-found';
import type { Lang } from '../../../contract/types';
import { isChunkLoadError } from '../../features/pwa/chunk-reload';
import { OfflineViewContext } from '../../lib/offline-view';
import { useOnline } from '../../lib/online-status';
import { isBot, PageError, statusOf } from '../../lib/page-error';
import { errorTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { LocalLink, useLang } from '../../lib/i18n/routing';
import { NotFoundView } from './not-found-view';

const never = () => () => {};

/**
 * The message the title reads after the status code (spec section 2). A 404's names the path, as the
 * server's title does: the spec's English under /en, Vietnamese words on a Vietnamese screen. Any other
 * error's message is technical (and English), so the title carries the localized status, `label`.
 */
function titleMessage(error: unknown, statusCode: number, lang: Lang, label: string): string {
  if (statusCode !== 404) return label;
  if (lang === 'en') return (error instanceof Error && error.message) || label;
  return error instanceof PageError && error.path ? notFoundMessage(lang, error.path) : label;
}

/** Read after hydration: the server and the client's first render both show the page. */
function useIsBot(): boolean {
  return useSyncExternalStore(
    never,
    () => isBot(navigator.userAgent),
    () => false,
  );
}

export function ErrorPage({ error }: { error: unknown }) {
  const intl = useIntl();
  const statusCode = statusOf(error);
  const notFound = statusCode === 404;
  const label = intl.formatMessage({
    id: notFound ? 'error.status.notFound' : 'error.status.server',
  });
  const lang = useLang();
  useTitle(errorTitle(statusCode, titleMessage(error, statusCode, lang, label)));
  const online = useOnline();
  const offlineView = useContext(OfflineViewContext);
  if (useIsBot()) return null;
  if (!online && offlineView && isChunkLoadError(error))
    return offlineView(() => location.reload());

  if (notFound) {
    return (
      <section className="error-page" data-status={statusCode}>
        <p className="error-page__code">
          {statusCode} · {label}
        </p>
        <NotFoundView />
      </section>
    );
  }
  return (
    <section className="error-page" data-status={statusCode}>
      <p className="error-page__code">
        {statusCode} · {label}
      </p>
      <h1>
        <FormattedMessage id="error.generic.title" />
      </h1>
      <p>
        <FormattedMessage id="error.generic.description" />
      </p>
      <p>
        <button type="button" className="button" onClick={() => location.reload()}>
          <FormattedMessage id="common.retry" />
        </button>{' '}
        <LocalLink to="/" className="button button--ghost">
          <FormattedMessage id="error.backHome" />
        </LocalLink>
      </p>
    </section>
  );
}
