/**
 * The footer, loaded beside the page rather than in the app's entry: it is the last thing on every
 * page, so the entry a catalog page waits for (issue 12's size budget) goes without it. A page the
 * server rendered keeps the footer's markup until its code has come and hydrated it (HydrateApart);
 * a page the app renders shows it then. If its code cannot load (a deploy since this tab loaded, or
 * offline before the worker had it) the page goes on without a footer. Its stylesheet stays in the
 * entry's, so the server's page has it inline.
 */
import { ErrorBoundary } from '../errors/error-boundary';
import './site-footer.css';
import { lazyWhenOnline } from '../../lib/lazy-when-online';

const LazyFooter = lazyWhenOnline(() => import('./site-footer'));

export function SiteFooter() {
  return (
    <ErrorBoundary fallback={null}>
      <LazyFooter />
    </ErrorBoundary>
  );
}
