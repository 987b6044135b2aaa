import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import type { Order } from '../../../../contract/types';
import { canRequestReturn } from '../return-form-model';
import { ReturnForm } from './return-form';
import { ReturnSteps } from './return-steps';

interface OrderReturnsProps {
  order: Order;
  date: (iso: string) => string;
  money: (amount: number) => string;
  /** A request was sent: read the order again (its status and returns change). */
  onRequested: () => void;
}

/**
 * The order's return requests with their status and the shop's steps (return-steps.tsx), and "Request a return" on a delivered order within
 * the return window (the server's `returnable_until`) while something is left to return; past it, or
 * before delivery, no button. Focus goes back to the section's heading when the form closes.
 */
export function OrderReturns({ order, date, money, onRequested }: OrderReturnsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const offer = canRequestReturn(order);
  const names = new Map(order.lines.map((l) => [l.variant_id, l.product.name]));

  const close = (wasSent: boolean) => {
    setOpen(false);
    setSent(wasSent);
    if (wasSent) onRequested();
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  if (!offer && order.returns.length === 0 && !sent) return null;
  return (
    <section className="order-section order-returns" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title" ref={headingRef} tabIndex={-1}>
        {t('orders.returns.title')}
      </h2>
      <p role="status" className="order-returns__sent">
        {sent ? t('orders.returns.sent') : ''}
      </p>
      {order.returns.length > 0 && (
        <ul className="order-returns__list">
          {order.returns.map((request) => (
            <li key={request.id} className="order-return">
              <p className="order-return__head">
                <span className={`order-return__status order-return__status--${request.status}`}>
                  {t(`orders.returns.status.${request.status}`)}
                </span>{' '}
                <time dateTime={request.created_at}>
                  {t('orders.returns.requestedOn', { date: date(request.created_at) })}
                </time>
              </p>
              <ul className="order-return__lines">
                {request.lines.map((line) => (
                  <li key={line.variant_id}>
                    {t('orders.returns.line', {
                      quantity: line.quantity,
                      name: names.get(line.variant_id) ?? line.variant_id,
                    })}
                  </li>
                ))}
              </ul>
              <p className="order-return__reason">
                {t('orders.returns.reasonShown', { reason: request.reason })}
              </p>
              <ReturnSteps request={request} date={date} money={money} />
            </li>
          ))}
        </ul>
      )}
      {offer && !open && (
        <>
          <p>{t('orders.returns.until', { date: date(order.returnable_until ?? '') })}</p>
          <Button
            className="button button--ghost"
            onPress={() => {
              setSent(false);
              setOpen(true);
            }}
          >
            {t('orders.returns.request')}
          </Button>
        </>
      )}
      {offer && open && (
        <ReturnForm order={order} onSent={() => close(true)} onCancel={() => close(false)} />
      )}
    </section>
  );
}
