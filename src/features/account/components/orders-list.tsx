import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '../../../../contract/types';
import { LocalLink, useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { useApiQuery } from '../../../lib/use-api-query';
import { accountOrdersPath } from '../../../../contract/api/private-paths';

/** The order page's status section: the link to follow the order. */
const TRACKING_ANCHOR = '#order-progress-title';

/** The customer's orders, newest first, a page at a time; each opens its order page and its tracking. */
export function OrdersList() {
  const intl = useIntl();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const orders = useApiQuery(accountOrdersPath({ lang, page }));
  return (
    <section aria-labelledby="account-orders-title">
      <h1 id="account-orders-title">{intl.formatMessage({ id: 'account.orders.title' })}</h1>
      <QueryView state={orders}>
        {(answer) => {
          const { items, total, per_page } = answer;
          return items.length === 0 ? (
            <div className="account-notice">
              <p>{intl.formatMessage({ id: 'account.orders.empty' })}</p>
              <LocalLink to="/collection" className="button">
                {intl.formatMessage({ id: 'cart.continueShopping' })}
              </LocalLink>
            </div>
          ) : (
            <>
              <ul className="account-list">
                {items.map((order) => (
                  <OrderCard key={order.token} order={order} />
                ))}
              </ul>
              {total > per_page && (
                <nav
                  className="account-form__actions"
                  aria-label={intl.formatMessage({ id: 'account.orders.pages' })}
                >
                  {page > 1 && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setPage(page - 1)}
                    >
                      {intl.formatMessage({ id: 'account.orders.newer' })}
                    </button>
                  )}
                  {page * per_page < total && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setPage(page + 1)}
                    >
                      {intl.formatMessage({ id: 'account.orders.older' })}
                    </button>
                  )}
                </nav>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const total = intl.formatNumber(order.total / 100, {
    style: 'currency',
    currency: order.currency,
  });
  return (
    <li className="account-card">
      <p className="account-card__title">{t('orders.title', { number: order.number })}</p>
      <p>
        {t('orders.placedOn', { date: intl.formatDate(order.created_at, { dateStyle: 'medium' }) })}
        {' · '}
        {t('orders.statusNow', { status: t(`orders.status.${order.status}`) })}
        {' · '}
        {total}
      </p>
      <p className="account-form__actions">
        <LocalLink to={`/order/${order.token}`}>
          {t('account.orders.view', { number: order.number })}
        </LocalLink>
        <LocalLink to={`/order/${order.token}${TRACKING_ANCHOR}`}>
          {t('account.orders.track', { number: order.number })}
        </LocalLink>
      </p>
    </li>
  );
}
