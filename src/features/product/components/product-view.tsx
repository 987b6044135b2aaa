/** The product page body: gallery, name, price, variant choice, stock, quantity, actions slot and details. */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product, Variant } from '../../../../contract/types';
import { lazyPart } from '../../../lib/lazy-part';
import { useStoreInfo } from '../../../lib/store-info-state';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import { useVariantSelection } from '../use-variant-selection';
import { DEFAULT_LOW_STOCK_THRESHOLD, stockStateOf } from '../../../../contract/variant-selection';
import { ProductGallery } from './product-gallery-part';
import { ProductPrice } from './product-price';
import { StockStatus } from './stock-status';
import { VariantPicker } from './variant-picker';
import './product-view.css';
// The parts' stylesheet is the page's, so a page the server rendered has it inline.
import './size-guide.css';

// What the shopper needs to choose and buy comes with the page; the rest hydrates apart, its code
// and text loaded beside the page's (product-view-parts.ts).
const ProductBreadcrumbs = lazyPart(
  () => import('./product-view-parts').then((m) => m.ProductBreadcrumbs),
  ['later'],
);
const SizeGuide = lazyPart(
  () => import('./product-view-parts').then((m) => m.SizeGuide),
  ['later'],
);
const ShippingReturns = lazyPart(
  () => import('./product-view-parts').then((m) => m.ShippingReturns),
  ['later'],
);

export interface ProductSelection {
  /** The chosen colour and size, or null when the product has no variants. */
  variant: Variant | null;
  /** Always within 1..variant stock. */
  quantity: number;
}

interface ProductViewProps {
  product: Product;
  /** The slot for add-to-cart, wishlist and the like, built by other features and passed in by the page. */
  renderActions?: (selection: ProductSelection) => ReactNode;
}

export function ProductView({ product, renderActions }: ProductViewProps) {
  const intl = useIntl();
  const { selection, variant, selectColor, selectSize } = useVariantSelection(product);
  const lowStockThreshold = useStoreInfo(
    (info) => info?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
  );
  const [wanted, setWanted] = useState(1);
  const stock = variant?.stock ?? 0;
  // Derived, not stored: a variant with less stock clamps the quantity without an extra render.
  const quantity = Math.min(Math.max(1, wanted), Math.max(1, stock));

  return (
    <article className="product pdp">
      <ProductBreadcrumbs crumbs={product.breadcrumbs} />
      <div className="pdp__layout">
        <ProductGallery product={product} color={selection?.color} />
        <div className="pdp__info">
          <h1 className="pdp__name">{product.name}</h1>
          <ProductPrice
            price={variant?.price ?? product.price}
            compareAt={product.compare_at_price}
          />
          {selection && (
            <VariantPicker
              product={product}
              selection={selection}
              onColor={selectColor}
              onSize={selectSize}
            />
          )}
          {product.size_guide && (
            <SizeGuide guide={product.size_guide} productName={product.name} />
          )}
          <StockStatus state={stockStateOf(stock, lowStockThreshold)} count={stock} />
          <QuantityStepper
            label={intl.formatMessage({ id: 'product.quantity' })}
            value={quantity}
            onChange={setWanted}
            max={stock}
            isDisabled={stock <= 0}
            labels={{
              decrease: intl.formatMessage({ id: 'product.quantity.decrease' }),
              increase: intl.formatMessage({ id: 'product.quantity.increase' }),
            }}
          />
          <div className="pdp__actions" data-slot="product-actions">
            {renderActions?.({ variant, quantity })}
          </div>
          <section className="pdp__section" aria-labelledby="product-description-title">
            <h2 id="product-description-title" className="pdp__section-title">
              <FormattedMessage id="product.description" />
            </h2>
            {/* Sanitized by the server (sanitize-html) before it is stored. */}
            <div
              className="product__description prose"
              dangerouslySetInnerHTML={{ __html: product.description }}
            />
          </section>
          <ShippingReturns />
        </div>
      </div>
    </article>
  );
}
