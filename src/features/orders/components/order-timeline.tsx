import { useIntl } from 'react-intl';
import type { Order } from '../../../../contract/types';
import { orderTimeline } from '../timeline';

/** The status steps as a list: reached ones marked and dated, the current one `aria-current`. */
export function OrderTimeline({
  order,
  dateTime,
}: {
  order: Order;
  dateTime: (iso: string) => string;
}) {
  const intl = useIntl();
  return (
    <ol className="order-timeline">
      {orderTimeline(order).map((step) => (
        <li
          key={step.status}
          className={`order-timeline__step${step.reached ? ' order-timeline__step--reached' : ''}`}
          aria-current={step.current ? 'step' : undefined}
          data-status={step.status}
        >
          <span className="order-timeline__dot" aria-hidden="true" />
          <span className="order-timeline__label">
            {intl.formatMessage({ id: `orders.status.${step.status}` })}
          </span>
          {step.at ? (
            <time className="order-timeline__at" dateTime={step.at}>
              {dateTime(step.at)}
            </time>
          ) : (
            !step.reached && (
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'orders.status.notYet' })}
              </span>
            )
          )}
        </li>
      ))}
    </ol>
  );
}
