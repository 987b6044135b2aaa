import { useEffect } from 'react';
import { notFoundMessage } from '../../../contract/not-found';
import { useLang } from '../../lib/i18n/routing';
import { unmatchedRouteError } from '../../lib/page-error';
import { errorTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { TrackedSuspense } from '../../lib/tracked-suspense';
import { lazyWhenOnline } from '../../lib/lazy-when-online';

// Its own chunk: the app's entry, which every catalog page waits for, goes without it (issue 12).
const NotFoundView = lazyWhenOnline(() => import('./not-found-view'));

/**
 * An unmatched route: a non-fatal 404 'Page not found: {path}' (the server sent status 404). The title
 * reads it in the page's language, as the server's does; the console keeps the English message.
 */
export function NotFoundPage({ path }: { path: string }) {
  const lang = useLang();
  const error = unmatchedRouteError(path);
  useTitle(errorTitle(error.statusCode, notFoundMessage(lang, path)));
  useEffect(() => console.warn(error.message), [error.message]);
  return (
    <section className="error-page" data-status={404}>
      <TrackedSuspense>
        <NotFoundView />
      </TrackedSuspense>
    </section>
  );
}
