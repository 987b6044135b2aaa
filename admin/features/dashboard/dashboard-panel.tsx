/**
 * The admin's first screen's figures (issue 39): today's and the last 7 days' orders and revenue, the
 * orders waiting to be confirmed (opening the orders list filtered so), the return requests waiting,
 * and the variants low on or out of stock (the lowest listed, each opening its stock screen). One
 * read, refreshed while the tab is shown (lib/use-while-shown.ts), so a new order shows without a
 * reload; the figures shown stay until the new ones come.
 */
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { moneyText } from '../../lib/money';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { useWhileShown } from '../../lib/use-while-shown';
import { readDashboard } from './api';
import './dashboard.css';

const PENDING_ORDERS = `${ADMIN_PATHS.orders}?status=pending`;
// The requests waiting for the shop's answer, as the figure counts them.
const RETURN_REQUESTS = `${ADMIN_PATHS.returns}?state=requested`;

export function DashboardPanel() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const figures = useAdminQuery(`dashboard:${intl.locale}`, (signal) =>
    readDashboard(intl.locale, signal),
  );
  useWhileShown(figures.reload);

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className="visually-hidden">
        {text('dashboard.title')}
      </h2>
      <QueryView query={figures}>
        {(d) => (
          <>
            <ul className="dashboard__cards" aria-live="polite">
              <li className="dashboard__card" data-figure="today">
                <span className="dashboard__label">{text('dashboard.today')}</span>
                <span className="dashboard__value">
                  {text('dashboard.orders', { count: d.today_sales.orders })}
                </span>
                <span>{moneyText(intl, d.today_sales.revenue, d.currency)}</span>
              </li>
              <li className="dashboard__card" data-figure="week">
                <span className="dashboard__label">{text('dashboard.week')}</span>
                <span className="dashboard__value">
                  {text('dashboard.orders', { count: d.week_sales.orders })}
                </span>
                <span>{moneyText(intl, d.week_sales.revenue, d.currency)}</span>
              </li>
              <li className="dashboard__card" data-figure="pending">
                <Link href={PENDING_ORDERS} className="dashboard__link">
                  <span className="dashboard__label">{text('dashboard.pending')}</span>
                  <span className="dashboard__value">{intl.formatNumber(d.pending_orders)}</span>
                </Link>
              </li>
              <li className="dashboard__card" data-figure="returns">
                <Link href={RETURN_REQUESTS} className="dashboard__link">
                  <span className="dashboard__label">{text('dashboard.returns')}</span>
                  <span className="dashboard__value">{intl.formatNumber(d.return_requests)}</span>
                </Link>
              </li>
              <li className="dashboard__card" data-figure="stock">
                <Link href={ADMIN_PATHS.stock} className="dashboard__link">
                  <span className="dashboard__label">{text('dashboard.stock')}</span>
                  <span className="dashboard__value">
                    {text('dashboard.stock.low', { count: d.low_stock })}
                  </span>
                  <span>{text('dashboard.stock.out', { count: d.out_of_stock })}</span>
                </Link>
              </li>
            </ul>
            {d.stock_rows.length > 0 && (
              <details className="dashboard__stock">
                <summary>
                  {text('dashboard.stock.lowest', { threshold: d.low_stock_threshold })}
                </summary>
                <ul>
                  {d.stock_rows.map((row) => (
                    <li key={row.variant_id}>
                      <Link href={pathTo(ADMIN_PATHS.stockVariant, { variantId: row.variant_id })}>
                        {row.product_name} ({text(`stock.color.${row.color}`)}, {row.size})
                      </Link>{' '}
                      <span className="dashboard__muted">
                        {row.sku}: {text('dashboard.stock.units', { count: row.stock })}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
