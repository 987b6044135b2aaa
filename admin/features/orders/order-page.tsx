/**
 * One order in the back office: its lines as bought, the moves it may make now (order-moves.tsx), its
 * mails and the staff's notes, and beside them the customer, address, totals, history and any return
 * request (order-aside.tsx). Read in the member's language (the product names of the order's own
 * snapshot); read again after a move, so what is shown is what the database says.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import type { OrderStatus } from '../../../contract/types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readOrder } from './api';
import { OrderAside } from './order-aside';
import { OrderLines } from './order-lines';
import { OrderMails } from './order-mails';
import { OrderMoves } from './order-moves';
import { OrderNotes } from './order-notes';
import '../../../src/ui/form-field.css';
import './orders.css';

export function OrderPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { number = '' } = useParams<{ number: string }>();
  const order = useAdminQuery(`order:${number}:${intl.locale}`, (signal) =>
    readOrder(number, intl.locale, signal),
  );
  const [moved, setMoved] = useState<OrderStatus | null>(null);
  const title = intl.formatMessage({ id: 'orders.order.title' }, { number: number.toUpperCase() });
  usePageTitle(title);

  return (
    <section className="page page--wide">
      <p>
        <Link href={ADMIN_PATHS.orders}>{text('orders.back')}</Link>
      </p>
      <QueryView query={order}>
        {(o) => (
          <>
            <div className="page__head">
              <h1>
                {intl.formatMessage({ id: 'orders.order.title' }, { number: o.number })}{' '}
                <span className={`badge order-status order-status--${o.status}`}>
                  {text(`orders.status.${o.status}`)}
                </span>
              </h1>
              <Link
                href={pathTo(ADMIN_PATHS.orderSlip, { number: o.number })}
                className="button button--ghost"
              >
                {text('orders.slip.open')}
              </Link>
            </div>
            <p className="page__lead">
              {intl.formatMessage(
                { id: 'orders.placed' },
                { date: intl.formatDate(o.created_at, { dateStyle: 'long', timeStyle: 'short' }) },
              )}
            </p>
            <div className="order-grid">
              <div className="order-stack">
                <section className="order-box" aria-labelledby="order-moves">
                  <h2 id="order-moves">{text('orders.moves')}</h2>
                  <p className="notice-line" role="status">
                    {moved
                      ? intl.formatMessage(
                          { id: 'orders.move.done' },
                          { status: text(`orders.status.${moved}`) },
                        )
                      : ''}
                  </p>
                  <OrderMoves
                    number={o.number}
                    moves={o.moves}
                    onMoved={(to) => {
                      setMoved(to);
                      order.reload();
                    }}
                  />
                </section>
                <OrderLines lines={o.lines} currency={o.currency} />
                <section aria-labelledby="order-mails">
                  <h2 id="order-mails">{text('orders.mails')}</h2>
                  <OrderMails mails={o.mails} />
                </section>
                <OrderNotes
                  number={o.number}
                  notes={o.notes}
                  onAdded={(note) =>
                    order.setData(
                      (current) => current && { ...current, notes: [...current.notes, note] },
                    )
                  }
                />
              </div>
              <div className="order-stack">
                <OrderAside order={o} />
              </div>
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
