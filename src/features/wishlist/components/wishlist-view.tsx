import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { Link } from 'wouter';
import type { ProductCard as Card } from '../../../../contract/types';
import { useFormatMoney } from '../../../lib/i18n/money';
import { useProductCardLabels } from '../../../lib/use-product-card-labels';
import { LocalLink, useLocalize } from '../../../lib/i18n/routing';
import { useLoadingLabel } from '../../../lib/use-loading-label';
import { PageLoading } from '../../../ui/page-loading';
import { ProductCard } from '../../../ui/product-card';
import { removeFromWishlist } from '../store';
import { useWishlist } from '../use-wishlist';
import './wishlist.css';
import '../../../ui/link-button.css';

interface WishlistViewProps {
  /** The page supplies the cart's 'Move to cart' (features do not import each other). */
  renderMoveToCart?: (product: Card, onMoved: () => void) => ReactNode;
}

/** The /wishlist screen: saved products newest first, each with remove and move to cart. */
export function WishlistView({ renderMoveToCart }: WishlistViewProps) {
  const intl = useIntl();
  const items = useWishlist();
  const formatMoney = useFormatMoney();
  const localize = useLocalize();
  const loading = useLoadingLabel();
  const labels = useProductCardLabels();
  return (
    <section className="wishlist-page">
      <h1>{intl.formatMessage({ id: 'wishlist.title' })}</h1>
      {!items && <PageLoading label={loading} />}
      {items?.length === 0 && (
        <div className="wishlist-empty">
          <p className="wishlist-empty__text">{intl.formatMessage({ id: 'wishlist.empty' })}</p>
          <LocalLink to="/collection" className="button">
            {intl.formatMessage({ id: 'cart.continueShopping' })}
          </LocalLink>
        </div>
      )}
      {items && items.length > 0 && (
        <ul className="product-grid">
          {items.map((item) => (
            <li key={item.id} className="wishlist-item">
              <ProductCard
                product={item}
                href={localize(`/product/${item.slug}`)}
                formatMoney={formatMoney}
                labels={labels}
                renderLink={(props) => <Link {...props} />}
              />
              <div className="wishlist-item__actions">
                {renderMoveToCart?.(item, () => void removeFromWishlist(item.id))}
                <Button
                  className="link-button"
                  aria-label={intl.formatMessage(
                    { id: 'wishlist.removeNamed' },
                    { name: item.name },
                  )}
                  onPress={() => void removeFromWishlist(item.id)}
                >
                  {intl.formatMessage({ id: 'cart.remove' })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
