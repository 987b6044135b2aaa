import { FormattedMessage } from 'react-intl';
import { LocalLink } from '../../lib/i18n/routing';

/** 'Page not found' / 'The page you are looking for does not exist', with ways onward. */
export function NotFoundView() {
  return (
    <div className="not-found" data-testid="not-found">
      <h1>
        <FormattedMessage id="error.notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="error.notFound.description" />
      </p>
      <p className="not-found__actions">
        <LocalLink to="/" className="button">
          <FormattedMessage id="error.backHome" />
        </LocalLink>
        <LocalLink to="/collection" className="button button--ghost">
          <FormattedMessage id="error.browseAll" />
        </LocalLink>
      </p>
    </div>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default NotFoundView;
