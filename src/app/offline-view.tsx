/**
 * The offline view: a screen never seen before cannot open without a network, so it says so and offers
 * what this device has: the cart, the wishlist and the recently viewed products (their reads and first
 * pictures are kept by the worker). Every QueryView gets it through offline-support.tsx.
 */
import { FormattedMessage } from 'react-intl';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { useRecentlyViewed } from '../features/recently-viewed/use-recently-viewed';
import { LocalLink } from '../lib/i18n/routing';
import { useOnline } from '../lib/online-status';
import './offline-view.css';

export function OfflineView({ onRetry }: { onRetry: () => void }) {
  const recent = useRecentlyViewed();
  // The read found no network; the device may still think it has one (the shop's server is down, or a
  // captive portal), and then "you're offline" would be wrong.
  const online = useOnline();
  return (
    <section className="offline-view" aria-labelledby="offline-view-title">
      <h1 id="offline-view-title" className="offline-view__title">
        <FormattedMessage id={online ? 'offline.view.unreachable' : 'offline.view.title'} />
      </h1>
      <p className="offline-view__text">
        <FormattedMessage id="offline.view.notSaved" />
      </p>
      <div className="offline-view__actions">
        <button type="button" className="button" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </button>
        <LocalLink to="/cart" className="button button--ghost">
          <FormattedMessage id="offline.view.cart" />
        </LocalLink>
        <LocalLink to="/wishlist" className="button button--ghost">
          <FormattedMessage id="offline.view.wishlist" />
        </LocalLink>
      </div>
      {recent && recent.length > 0 && (
        <section className="offline-view__recent" aria-labelledby="offline-view-recent">
          <h2 id="offline-view-recent">
            <FormattedMessage id="offline.view.recent" />
          </h2>
          <ProductGrid products={recent} />
        </section>
      )}
    </section>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default OfflineView;
