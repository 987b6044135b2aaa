/** The outbox replayer with the cart it empties once a queued order is placed (loaded lazily). */
import { clearCart } from '../features/cart/store';
import { OutboxReplayer } from '../features/order-outbox/components/outbox-replayer';

const emptyCart = () => void clearCart();

export default function OrderOutboxReplay() {
  return <OutboxReplayer onPlaced={emptyCart} />;
}
