/**
 * An order's packing slip, to print and put in the parcel: the shop's name and address, the order's
 * number and date, where it goes, and what is in it (name, colour, size, quantity; no prices, as a
 * parcel may be a gift). A print stylesheet (slip.css) leaves out the admin's frame and buttons.
 */
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readOrder, storeInfo } from './api';
import './slip.css';

export function PackingSlipPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { number = '' } = useParams<{ number: string }>();
  const slip = useAdminQuery(`slip:${number}:${intl.locale}`, async (signal) => {
    const [order, shop] = await Promise.all([
      readOrder(number, intl.locale, signal),
      storeInfo(signal),
    ]);
    return { order, shop };
  });
  usePageTitle(intl.formatMessage({ id: 'orders.slip.title' }));

  return (
    <QueryView query={slip}>
      {({ order, shop }) => {
        const a = order.shipping_address;
        return (
          <article className="slip">
            <div className="slip__actions">
              <Link href={pathTo(ADMIN_PATHS.order, { number: order.number })}>
                {text('orders.slip.back')}
              </Link>
              <Button className="button" onPress={() => window.print()}>
                {text('orders.slip.print')}
              </Button>
            </div>
            <header className="slip__head">
              <div>
                <p className="slip__shop">{shop.name}</p>
                <p>{shop.contact.address}</p>
                <p>{shop.contact.phone}</p>
              </div>
              <div>
                <h1>{text('orders.slip.title')}</h1>
                <p>{intl.formatMessage({ id: 'orders.order.title' }, { number: order.number })}</p>
                <p>{intl.formatDate(order.created_at, { dateStyle: 'long' })}</p>
              </div>
            </header>
            <section aria-labelledby="slip-ship-to">
              <h2 id="slip-ship-to">{text('orders.slip.ship_to')}</h2>
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
            </section>
            <table className="slip__lines">
              <caption>{text('orders.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('orders.line.product')}</th>
                  <th scope="col">{text('orders.line.color')}</th>
                  <th scope="col">{text('orders.line.size')}</th>
                  <th scope="col">{text('orders.line.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={`${line.variant_id}:${line.size}`}>
                    <td>{line.product_name}</td>
                    <td>{text(`products.color.${line.color}`)}</td>
                    <td>{line.size}</td>
                    <td>{line.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        );
      }}
    </QueryView>
  );
}
