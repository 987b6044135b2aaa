import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../../../contract/types';
import { useFormatMoney } from '../../../lib/i18n/money';
import { LocalLink } from '../../../lib/i18n/routing';
import { Img } from '../../../ui/img';
import { StockStatus } from './stock-status';

/** The product's gallery, name, price, colours, sizes, stock and description. */
export function ProductView({ product }: { product: Product }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const onSale = product.compare_at_price !== null && product.compare_at_price > product.price;
  const available = product.variants.reduce((sum, v) => sum + v.stock, 0);

  return (
    <article className="product">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <LocalLink to="/">
              <FormattedMessage id="nav.home" />
            </LocalLink>
          </li>
          {product.breadcrumbs.map((c) => (
            <li key={c.slug}>
              <LocalLink to={`/collection/${c.slug}`}>{c.name}</LocalLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="product__layout">
        <ul className="product__gallery" aria-label={intl.formatMessage({ id: 'product.gallery' })}>
          {product.images.map((image, i) => (
            <li key={image.url}>
              <Img image={image} sizes="(min-width: 1024px) 50vw, 100vw" priority={i === 0} />
            </li>
          ))}
        </ul>
        <div className="product__info">
          <h1>{product.name}</h1>
          <p className="product__price">
            <span className={onSale ? 'price price--sale' : 'price'}>{formatMoney(product.price)}</span>
            {onSale && <s className="price price--was">{formatMoney(product.compare_at_price!)}</s>}
          </p>
          <StockStatus state={product.stock_state} count={available} />
          <dl className="product__facts">
            <dt>
              <FormattedMessage id="product.colors" />
            </dt>
            <dd>{product.colors.map((c) => intl.formatMessage({ id: `color.${c}` })).join(', ')}</dd>
            <dt>
              <FormattedMessage id="product.sizes" />
            </dt>
            <dd>{product.sizes.join(', ')}</dd>
          </dl>
          {/* Sanitized by the server (sanitize-html) before it is stored. */}
          <div className="product__description prose" dangerouslySetInnerHTML={{ __html: product.description }} />
        </div>
      </div>
    </article>
  );
}
