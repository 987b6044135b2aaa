import { useEffect } from 'react';
import { unmatchedRouteError } from '../../lib/page-error';
import { errorTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { NotFoundView } from './not-found-view';

/** An unmatched route: a non-fatal 404 'Page not found: {path}' (the server sent status 404). */
export function NotFoundPage({ path }: { path: string }) {
  const error = unmatchedRouteError(path);
  useTitle(errorTitle(error.statusCode, error.message));
  useEffect(() => console.warn(error.message), [error.message]);
  return (
    <section className="error-page" data-status={404}>
      <NotFoundView />
    </section>
  );
}
