/**
 * A customer's orders (newest first, each linking to the orders area's page), saved addresses
 * (default first) and wishlist (the server copy, newest first).
 */
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminCustomer } from '../../../contract/admin/customer-types';
import { moneyText } from '../../lib/money';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';

export function CustomerLists({ customer: c }: { customer: AdminCustomer }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <section className="customer-box" aria-labelledby="customer-orders">
        <h2 id="customer-orders">{text('customers.orders')}</h2>
        {c.order_list.length === 0 ? (
          <p className="customer-muted">{text('customers.orders.none')}</p>
        ) : (
          <table className="customer-table">
            <thead>
              <tr>
                <th scope="col">{text('customers.orders.number')}</th>
                <th scope="col">{text('customers.orders.date')}</th>
                <th scope="col">{text('customers.orders.status')}</th>
                <th scope="col">{text('customers.orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {c.order_list.map((o) => (
                <tr key={o.number}>
                  <td>
                    <Link href={pathTo(ADMIN_PATHS.order, { number: o.number })}>{o.number}</Link>
                  </td>
                  <td>{intl.formatDate(o.created_at, { dateStyle: 'medium' })}</td>
                  <td>{text(`orders.status.${o.status}`)}</td>
                  <td>{moneyText(intl, o.total, o.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="customer-box" aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{text('customers.addresses')}</h2>
        {c.addresses.length === 0 ? (
          <p className="customer-muted">{text('customers.addresses.none')}</p>
        ) : (
          <ul className="customer-cards">
            {c.addresses.map((a) => (
              <li key={a.id}>
                <address>
                  {a.full_name}
                  {a.is_default && (
                    <span className="badge">{text('customers.addresses.default')}</span>
                  )}
                  <br />
                  {a.phone}
                  <br />
                  {[a.address, a.state, a.city, a.zip, a.country].filter(Boolean).join(', ')}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="customer-box" aria-labelledby="customer-wishlist">
        <h2 id="customer-wishlist">{text('customers.wishlist')}</h2>
        {c.wishlist.length === 0 ? (
          <p className="customer-muted">{text('customers.wishlist.none')}</p>
        ) : (
          <ul className="customer-plain">
            {c.wishlist.map((w) => (
              <li key={w.product_id}>
                <Link href={pathTo(ADMIN_PATHS.productEdit, { id: w.product_id })}>{w.name}</Link>{' '}
                <span className="customer-muted">
                  {intl.formatDate(w.added_at, { dateStyle: 'medium' })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
