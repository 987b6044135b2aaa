import { useIntl } from 'react-intl';
import type { Order } from '../../../../contract/types';
import { showsDeliveryEstimate } from '../timeline';
import { OrderLines } from './order-lines';
import { OrderReturns } from './order-returns';
import { OrderDelivery, OrderTotals } from './order-summary';
import { OrderTimeline } from './order-timeline';
import { useOrderFormat } from './use-order-format';
import './orders.css';

interface OrderDetailsProps {
  order: Order;
  /** When the copy shown was saved, if the server could not be read just now; else null. */
  savedCopyAt: number | null;
  /** Something changed on the server (a return was requested): read the order again. */
  onChanged: () => void;
}

/**
 * One order as its shopper sees it: its number and status, the way it has come and has to go, when
 * it should arrive, what is in it and what it cost, where it goes and how, and its returns.
 */
export function OrderDetails({ order, savedCopyAt, onChanged }: OrderDetailsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const f = useOrderFormat(order.currency);
  const { from, to } = order.estimated_delivery;
  return (
    <article className="order" aria-labelledby="order-title">
      <header className="order__head">
        <h1 id="order-title">{t('orders.title', { number: order.number })}</h1>
        <p className="order__placed">
          {t('orders.placedOn', { date: f.dateTime(order.created_at) })}
        </p>
        <p className="order__status">
          {t('orders.statusNow', { status: t(`orders.status.${order.status}`) })}
        </p>
      </header>
      <div role="status" className="order__copy-notice">
        {savedCopyAt !== null && (
          <p className="order__copy">
            {t('orders.savedCopy', { date: f.dateTime(new Date(savedCopyAt).toISOString()) })}
          </p>
        )}
      </div>

      <section className="order-section" aria-labelledby="order-progress-title">
        <h2 id="order-progress-title">{t('orders.progress')}</h2>
        <OrderTimeline order={order} dateTime={f.dateTime} />
        {showsDeliveryEstimate(order.status) && (
          <p className="order__estimate">
            {from === to
              ? t('orders.estimate.day', { date: f.day(from) })
              : t('orders.estimate', { from: f.day(from), to: f.day(to) })}
          </p>
        )}
      </section>

      <section className="order-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t('orders.items')}</h2>
        <OrderLines lines={order.lines} money={f.money} />
        <OrderTotals totals={order} money={f.money} />
      </section>

      <section className="order-section" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title">{t('orders.delivery')}</h2>
        <OrderDelivery order={order} />
      </section>

      <OrderReturns order={order} date={f.date} money={f.money} onRequested={onChanged} />
    </article>
  );
}
