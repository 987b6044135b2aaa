import { FormattedMessage } from 'react-intl';
import type { Product } from '../../../contract/types';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { productUrl } from '../../features/product/api';
import { ProductView } from '../../features/product/components/product-view';
import { useRecordView } from '../../features/recently-viewed/record-view';
import { useLang } from '../../lib/i18n/routing';
import { lazyPart } from '../../lib/lazy-part';
import { QueryView } from '../../lib/query-view';
import { useTitle } from '../../lib/seo/use-title';
import { usePageData } from '../../lib/use-page-data';
import type { PageProps } from './page-props';

// The heart is a part of its own (its code is the cards' actions'): the buy box does not wait for it.
const WishlistToggle = lazyPart<{ product: Product }>(() =>
  import('../../features/wishlist/components/wishlist-toggle').then((m) => m.WishlistToggle),
);

export default function ProductPage({ params }: PageProps) {
  const lang = useLang();
  const slug = params.slug ?? '';
  const state = usePageData(productUrl(slug, lang));
  useTitle(state.data?.name);
  // A product shown is a product viewed: it joins the recently viewed list (and is kept offline).
  useRecordView(state.data);
  return (
    <QueryView state={state}>
      {(product) => (
        <>
          {/* Keyed so quantity, gallery position and zoom start afresh on another product. */}
          <ProductView
            key={product.id}
            product={product}
            renderActions={({ variant, quantity }) => (
              <>
                <AddToCartButton
                  product={product}
                  variant={variant ?? undefined}
                  quantity={quantity}
                />
                <WishlistToggle product={product} />
              </>
            )}
          />
          {product.related.length > 0 && (
            <section className="related" aria-labelledby="related-title">
              <h2 id="related-title">
                <FormattedMessage id="product.related" />
              </h2>
              <ProductGrid products={product.related} />
            </section>
          )}
        </>
      )}
    </QueryView>
  );
}
