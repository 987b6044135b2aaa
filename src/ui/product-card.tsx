/**
 * A product tile for grids: image, name, price and sale price, a stock badge, colour swatches.
 * Knows no routes. The image carries its width and height and sits in a fixed-ratio box, so a
 * card keeps its size while the picture loads (no layout shift).
 */
import type { ProductCard as Card } from '../../contract/types';
import { Img } from './img';
import './product-card.css';
import './swatches.css';

export interface ProductCardLabels {
  sale: string;
  outOfStock: string;
  /** Optional so older callers keep compiling; without it a low-stock card shows no badge. */
  lowStock?: string;
  colors: string;
  /** The localized name of a colour value, e.g. 'RED' gives 'Đỏ'; without it the code is read out. */
  colorName?: (color: string) => string;
}

/**
 * The card picture's slot, measured: two columns below 640 px (173 px on a 390 px phone), three below
 * 1024 px, then at most 293 px (home; a collection's sidebar leaves 223). With the 320/640/960 widths a
 * phone at 3x picks 640 (it needs 519 device pixels) and one at 2x or less picks 320. The server
 * preloads a collection's first card with the same string (server/html/lcp.ts LCP_SIZES.card).
 */
export const CARD_SIZES =
  '(min-width: 1024px) 18.5rem, (min-width: 640px) calc((100vw - 4.5rem) / 3), calc((100vw - 2.75rem) / 2)';

interface ProductCardProps {
  product: Card;
  href: string;
  formatMoney: (amount: number) => string;
  labels: ProductCardLabels;
  /** The LCP candidates (at most the first row on a phone): loaded eagerly with high priority. */
  priority?: boolean;
  renderLink: (props: {
    href: string;
    className: string;
    children: React.ReactNode;
  }) => React.ReactNode;
  /** Controls under the card (quick add, wishlist heart), supplied by the app. */
  actions?: React.ReactNode;
}

export function ProductCard({
  product,
  href,
  formatMoney,
  labels,
  priority,
  renderLink,
  actions,
}: ProductCardProps) {
  const onSale = product.compare_at_price !== null && product.compare_at_price > product.price;
  const stock =
    product.stock_state === 'out_of_stock'
      ? labels.outOfStock
      : product.stock_state === 'low_stock'
        ? (labels.lowStock ?? null)
        : null;
  const colorName = labels.colorName ?? ((color: string) => color);
  return (
    <article className={`product-card product-card--${product.stock_state}`}>
      {renderLink({
        href,
        className: 'product-card__link',
        children: (
          <>
            <div className="product-card__media">
              <Img image={product.image} sizes={CARD_SIZES} priority={priority} />
              {onSale && <span className="badge badge--sale">{labels.sale}</span>}
              {stock && (
                <span className={`badge badge--stock badge--${product.stock_state}`}>{stock}</span>
              )}
            </div>
            <h3 className="product-card__name">{product.name}</h3>
          </>
        ),
      })}
      <p className="product-card__price">
        <span className={onSale ? 'price price--sale' : 'price'}>{formatMoney(product.price)}</span>
        {onSale && <s className="price price--was">{formatMoney(product.compare_at_price!)}</s>}
      </p>
      {product.colors.length > 0 && (
        <ul className="swatches" aria-label={labels.colors}>
          {product.colors.map((color) => (
            <li
              key={color}
              className={`swatch swatch--${color.toLowerCase()}`}
              title={colorName(color)}
            >
              <span className="visually-hidden">{colorName(color)}</span>
            </li>
          ))}
        </ul>
      )}
      {actions && <div className="product-card__actions">{actions}</div>}
    </article>
  );
}
