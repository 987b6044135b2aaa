/**
 * The order page's side: the customer (an account or a guest), the ship-to address, the methods, the
 * totals with the discount's code, the history, and a return request when there is one (read-only,
 * generic: the returns area shows and works it).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminOrder } from '../../../contract/admin/order-types';
import { moneyText } from '../../lib/money';

export function OrderAside({ order }: { order: AdminOrder }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const money = (minor: number) => moneyText(intl, minor, order.currency);
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const a = order.shipping_address;
  return (
    <>
      <section className="order-box" aria-labelledby="order-customer">
        <h2 id="order-customer">{text('orders.customer')}</h2>
        <dl>
          <dt>{text('orders.customer.name')}</dt>
          <dd>
            {order.customer.name}{' '}
            <span className="badge">{text(`orders.customer.${order.customer.kind}`)}</span>
          </dd>
          <dt>{text('orders.customer.email')}</dt>
          <dd>
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
          </dd>
          <dt>{text('orders.customer.phone')}</dt>
          <dd>{order.customer.phone}</dd>
        </dl>
      </section>
      <section className="order-box" aria-labelledby="order-address">
        <h2 id="order-address">{text('orders.address')}</h2>
        <address>
          {a.full_name}
          <br />
          {a.phone}
          <br />
          {a.address}
          <br />
          {[a.city, a.state, a.zip].filter(Boolean).join(', ')}
          <br />
          {a.country}
        </address>
        <dl>
          <dt>{text('orders.method.shipping')}</dt>
          <dd>{text(`orders.shipping.${order.shipping_method}`)}</dd>
          <dt>{text('orders.method.payment')}</dt>
          <dd>{text(`orders.payment.${order.payment_method}`)}</dd>
        </dl>
      </section>
      <section className="order-box" aria-labelledby="order-totals">
        <h2 id="order-totals">{text('orders.totals')}</h2>
        <dl className="order-totals">
          <dt>{text('orders.totals.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
          <dt>{text('orders.totals.shipping')}</dt>
          <dd>{money(order.shipping)}</dd>
          <dt>
            {order.discount_code
              ? intl.formatMessage(
                  { id: 'orders.totals.discount_code' },
                  { code: order.discount_code },
                )
              : text('orders.totals.discount')}
          </dt>
          <dd>{order.discount > 0 ? `−${money(order.discount)}` : money(0)}</dd>
          <dt className="order-totals__total">{text('orders.totals.total')}</dt>
          <dd className="order-totals__total">{money(order.total)}</dd>
        </dl>
      </section>
      <section className="order-box" aria-labelledby="order-history">
        <h2 id="order-history">{text('orders.history')}</h2>
        <ol className="order-list-plain">
          {order.history.map((event, i) => (
            <li key={`${event.status}:${i}`}>
              <strong>{text(`orders.status.${event.status}`)}</strong>
              <span className="order-muted"> {when(event.at)}</span>
            </li>
          ))}
        </ol>
      </section>
      {order.returns.map((r) => (
        <section key={r.id} className="order-box" aria-labelledby={`order-return-${r.id}`}>
          <h2 id={`order-return-${r.id}`}>{text('orders.return')}</h2>
          <p>
            <span className="badge">
              {`orders.return.status.${r.status}` in intl.messages
                ? text(`orders.return.status.${r.status}`)
                : r.status}
            </span>{' '}
            <span className="order-muted">{when(r.created_at)}</span>
          </p>
          <p>
            <FormattedMessage id="orders.return.reason" values={{ reason: r.reason }} />
          </p>
          <ul className="order-list-plain">
            {r.lines.map((l) => (
              <li key={l.variant_id}>
                {l.quantity} × {l.product_name ?? l.variant_id}
                {l.color && ` (${text(`products.color.${l.color}`)}, ${l.size ?? ''})`}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
