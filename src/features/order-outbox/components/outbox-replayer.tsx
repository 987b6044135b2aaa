import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '../../../../contract/types';
import { LocalLink } from '../../../lib/i18n/routing';
import { toast } from '../../../ui/toast/toast-store';
import { startReplayer } from '../replayer';
import { OutboxNotice } from './outbox-notice';

interface OutboxReplayerProps {
  /** A queued order was placed (the app empties the cart: features do not import each other). */
  onPlaced?: (order: Order) => void;
}

/**
 * Sends the order outbox from this tab and tells the shopper what became of each queued order: placed
 * (with a link to its page) or refused (back to its checkout, which shows the problems). While orders
 * wait, a small notice says they will be sent.
 */
export function OutboxReplayer({ onPlaced }: OutboxReplayerProps) {
  const intl = useIntl();

  const placed = useEffectEvent((order: Order) => {
    toast({
      variant: 'success',
      title: intl.formatMessage({ id: 'outbox.placed.title' }),
      description: (
        <LocalLink to={`/order/${order.token}`}>
          {intl.formatMessage({ id: 'outbox.placed.view' }, { number: order.number })}
        </LocalLink>
      ),
    });
    onPlaced?.(order);
  });

  const refused = useEffectEvent((token: string) => {
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'outbox.refused.title' }),
      description: (
        <LocalLink to={`/checkout/${token}`}>
          {intl.formatMessage({ id: 'outbox.refused.review' })}
        </LocalLink>
      ),
      // The shopper has to act on it: it stays until closed.
      duration: Infinity,
    });
  });

  useEffect(
    () =>
      startReplayer({
        onPlaced: (order) => placed(order),
        onRefused: (token) => refused(token),
      }),
    [],
  );

  return <OutboxNotice />;
}
