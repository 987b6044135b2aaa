/** A product tile for grids: image, name, price and sale price, colour dots. Knows no routes. */
import type { ProductCard as Card } from '../../contract/types';
import { Img } from './img';
import './product-card.css';

interface ProductCardProps {
  product: Card;
  href: string;
  formatMoney: (amount: number) => string;
  labels: { sale: string; outOfStock: string; colors: string };
  priority?: boolean;
  renderLink: (props: { href: string; className: string; children: React.ReactNode }) => React.ReactNode;
}

export function ProductCard({ product, href, formatMoney, labels, priority, renderLink }: ProductCardProps) {
  const onSale = product.compare_at_price !== null && product.compare_at_price > product.price;
  return (
    <article className="product-card">
      {renderLink({
        href,
        className: 'product-card__link',
        children: (
          <>
            <div className="product-card__media">
              <Img
                image={product.image}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                priority={priority}
              />
              {onSale && <span className="badge badge--sale">{labels.sale}</span>}
              {product.stock_state === 'out_of_stock' && (
                <span className="badge badge--muted">{labels.outOfStock}</span>
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
      <ul className="swatches" aria-label={labels.colors}>
        {product.colors.map((color) => (
          <li key={color} className={`swatch swatch--${color.toLowerCase()}`} title={color}>
            <span className="visually-hidden">{color}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
