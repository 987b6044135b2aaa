/** The price, and on sale the struck-out original; both named for screen readers. */
import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '../../../lib/i18n/money';

export function ProductPrice({ price, compareAt }: { price: number; compareAt: number | null }) {
  const formatMoney = useFormatMoney();
  const onSale = compareAt !== null && compareAt > price;
  if (!onSale) {
    return (
      <p className="product__price">
        <span className="price">{formatMoney(price)}</span>
      </p>
    );
  }
  return (
    <p className="product__price">
      <span className="price price--sale">
        <span className="visually-hidden">
          <FormattedMessage id="product.price.sale" />{' '}
        </span>
        {formatMoney(price)}
      </span>
      <s className="price price--was">
        <span className="visually-hidden">
          <FormattedMessage id="product.price.was" />{' '}
        </span>
        {formatMoney(compareAt)}
      </s>
      <span className="pdp__badge">
        <FormattedMessage id="product.sale" />
      </span>
    </p>
  );
}
