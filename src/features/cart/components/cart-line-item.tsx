import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import type { CartLineRow } from '../../../lib/db/schema';
import { useFormatMoney } from '../../../lib/i18n/money';
import { LocalLink } from '../../../lib/i18n/routing';
import { sizeName } from '../../../lib/i18n/size-name';
import { setProductToEdit } from '../../../lib/ui-state';
import { Img } from '../../../ui/img';
import { maxQuantity } from '../cart-lines';
import { updateQuantity } from '../store';
import { LineNotice } from './line-notice';
import { QuantityStepper } from './quantity-stepper';
import { useRemoveLine } from './use-remove-line';
import '../../../ui/link-button.css';

/** One cart line: picture, name, colour, size, unit price, quantity, what changed, edit, remove, total. */
export function CartLineItem({ line }: { line: CartLineRow }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const remove = useRemoveLine();
  const gone = line.check?.gone === true;
  return (
    <li className="cart-line" data-variant-id={line.variantId}>
      <div className="cart-line__media">
        <Img image={{ ...line.image, alt: '' }} sizes="96px" />
      </div>
      <div className="cart-line__body">
        <h3 className="cart-line__name">
          <LocalLink to={`/product/${line.slug}`}>{line.name}</LocalLink>
        </h3>
        <p className="cart-line__options">
          <span>
            {intl.formatMessage({ id: 'cart.color' })}:{' '}
            {intl.formatMessage({ id: `color.${line.color}` })}
          </span>
          <span>
            {intl.formatMessage({ id: 'cart.size' })}: {sizeName(intl, line.size)}
          </span>
        </p>
        <p className="cart-line__unit">
          {intl.formatMessage({ id: 'cart.unitPrice' }, { price: formatMoney(line.price) })}
        </p>
        <LineNotice line={line} />
        <div className="cart-line__controls">
          <QuantityStepper
            value={line.quantity}
            max={maxQuantity(line)}
            name={line.name}
            isDisabled={gone}
            onChange={(q) => void updateQuantity(line.variantId, q)}
          />
          {!gone && (
            <Button
              className="link-button"
              aria-label={intl.formatMessage({ id: 'cart.editNamed' }, { name: line.name })}
              onPress={() => setProductToEdit({ lineId: line.variantId, productSlug: line.slug })}
            >
              {intl.formatMessage({ id: 'cart.edit' })}
            </Button>
          )}
          <Button
            className="link-button"
            aria-label={intl.formatMessage({ id: 'cart.removeNamed' }, { name: line.name })}
            onPress={() => void remove(line)}
          >
            {intl.formatMessage({ id: 'cart.remove' })}
          </Button>
        </div>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{intl.formatMessage({ id: 'cart.lineTotal' })}: </span>
        {formatMoney(line.price * line.quantity)}
      </p>
    </li>
  );
}
