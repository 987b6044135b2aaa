/**
 * A product tile for grids: image, name, price and sale price, a stock badge, colour swatches.
 * Knows no routes. The image carries its width and height and sits in a fixed-ratio box, so a
 * card keeps its size while the picture loads (no layout shift).
 */
import type { ProductCard as Card } from '../../contract/types';
import { Img } from './img';
import './product-card.css';
import './filter-swatches.css';

export interface ProductCardLabels {
  sale: string;
  outOfStock: string;
  /** Optional so older callers keep compiling; without it a low-stock card shows no badge. */
  lowStock?: string;
  colors: string;
  /** The localized name of a colour value, e.g. 'RED' gives 'Đỏ'; without it the code is read out. */
  colorName?: (color: string) => string;
}

interface ProductCardProps {
  product: Card;
  href: string;
  formatMoney: (amount: number) => string;
  labels: ProductCardLabels;
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
              <Img
                image={product.image}
                sizes="(min-width: 1024px) 22vw, (min-width: 640px) 33vw, 50vw"
                priority={priority}
              />
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
