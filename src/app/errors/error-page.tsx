/**
 * The error page of spec section 2: 404 gives 'Page Not Found' and the not-found view; any other
 * status (default 500) gives 'Internal Server Error' and a generic view with the error message.
 * Bots get no error page (the server already answered them with the status).
 */
import { FormattedMessage } from 'react-intl';
import { isBot, statusOf } from '../../lib/page-error';
import { errorTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { LocalLink } from '../../lib/i18n/routing';
import { NotFoundView } from './not-found-view';

export function ErrorPage({ error }: { error: unknown }) {
  const statusCode = statusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  useTitle(errorTitle(statusCode, message));
  if (isBot(navigator.userAgent)) return null;

  if (statusCode === 404) {
    return (
      <section className="error-page" data-status={statusCode}>
        <p className="error-page__code">404 · Page Not Found</p>
        <NotFoundView />
      </section>
    );
  }
  return (
    <section className="error-page" data-status={statusCode}>
      <p className="error-page__code">{statusCode} · Internal Server Error</p>
      <h1>
        <FormattedMessage id="error.generic.title" />
      </h1>
      <p>{message}</p>
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
