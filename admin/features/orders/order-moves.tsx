/**
 * The moves the order's page offers: exactly the server's `moves` (what `npm run order` allows from
 * the status shown, less the returns' own). Each press sends the move; a cancel asks first, as it is
 * final and puts the units back on sale. A move the order no longer allows (someone moved it
 * meanwhile) answers 409: its text says so, and the page reads the order again.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../../contract/types';
import { AdminApiError } from '../../lib/api';
import { errorIdText, statusText } from '../../lib/error-text';
import { moveOrder } from './api';

export function OrderMoves({
  number,
  moves,
  onMoved,
}: {
  number: string;
  moves: OrderStatus[];
  onMoved: (to: OrderStatus | null) => void;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (to: OrderStatus) => {
    setPending(to);
    setFailure(null);
    setConfirming(false);
    try {
      await moveOrder(number, to);
      onMoved(to);
    } catch (error) {
      const id = error instanceof AdminApiError ? error.errors.to?.[0] : undefined;
      setFailure(id ? errorIdText(intl, id) : statusText(intl, error));
      if (error instanceof AdminApiError && error.status === 409) onMoved(null);
    } finally {
      setPending(null);
    }
  };

  if (moves.length === 0) return <p className="order-muted">{text('orders.move.none')}</p>;
  return (
    <div className="order-moves">
      {moves.map((to) =>
        to === 'cancelled' && !confirming ? (
          <Button
            key={to}
            className="button button--danger"
            isDisabled={pending !== null}
            onPress={() => setConfirming(true)}
          >
            {text('orders.move.cancelled')}
          </Button>
        ) : to === 'cancelled' ? (
          <span
            key={to}
            className="order-moves"
            role="group"
            aria-label={text('orders.move.cancel_ask')}
          >
            <span>{text('orders.move.cancel_ask')}</span>
            <Button
              className="button button--danger"
              isPending={pending === to}
              onPress={() => void send(to)}
            >
              {text('orders.move.cancel_yes')}
            </Button>
            <Button className="button button--ghost" onPress={() => setConfirming(false)}>
              {text('orders.move.cancel_no')}
            </Button>
          </span>
        ) : (
          <Button
            key={to}
            className="button"
            isPending={pending === to}
            isDisabled={pending !== null && pending !== to}
            onPress={() => void send(to)}
          >
            {text(`orders.move.${to}`)}
          </Button>
        ),
      )}
      <p className={failure ? 'field__error' : 'notice-line'} role="alert">
        {failure ?? ''}
      </p>
    </div>
  );
}
