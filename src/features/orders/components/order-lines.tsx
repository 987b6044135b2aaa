import { useIntl } from 'react-intl';
import type { CheckoutLine } from '../../../../contract/types';
import { LocalLink } from '../../../lib/i18n/routing';
import { sizeName } from '../../../lib/i18n/size-name';
import { Img } from '../../../ui/img';

interface OrderLinesProps {
  lines: readonly CheckoutLine[];
  money: (amount: number) => string;
}

/** The order's items, or the spec's 'No products in this order'. */
export function OrderLines({ lines, money }: OrderLinesProps) {
  const intl = useIntl();
  if (lines.length === 0)
    return <p className="order-lines__empty">{intl.formatMessage({ id: 'orders.empty' })}</p>;
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <li key={line.variant_id} className="order-line">
          <div className="order-line__media">
            {/* The colour bought; an order kept on the device from before issue 37 has no line picture. */}
            <Img image={{ ...(line.image ?? line.product.image), alt: '' }} sizes="64px" />
          </div>
          <div className="order-line__body">
            <p className="order-line__name">
              <LocalLink to={`/product/${line.product.slug}`}>{line.product.name}</LocalLink>
            </p>
            <p className="order-line__options">
              {intl.formatMessage(
                { id: 'orders.line.variant' },
                {
                  color: intl.formatMessage({ id: `color.${line.color}` }),
                  size: sizeName(intl, line.size),
                },
              )}
            </p>
            <p className="order-line__quantity">
              {intl.formatMessage(
                { id: 'orders.line.quantity' },
                { count: line.quantity, price: money(line.unit_price) },
              )}
            </p>
          </div>
          <p className="order-line__total">{money(line.line_total)}</p>
        </li>
      ))}
    </ul>
  );
}
