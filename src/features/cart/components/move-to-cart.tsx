import { useIntl } from 'react-intl';
import type { ProductCard } from '../../../../contract/types';
import { BusyButton } from '../../../ui/busy-button';
import { useChooseAndAdd } from './choose-and-add';
import './cart.css';

/** 'Move to cart' for a saved product: adds it (asking for a variant when needed), then `onMoved` runs. */
export function MoveToCartButton({
  product,
  onMoved,
}: {
  product: ProductCard;
  onMoved: () => void;
}) {
  const intl = useIntl();
  const { start, busy, dialog } = useChooseAndAdd(onMoved);
  const out = product.stock_state === 'out_of_stock';
  return (
    <>
      <BusyButton
        className="button button--small"
        isDisabled={out}
        isBusy={busy}
        // The name starts with the words shown (WCAG 2.5.3, label in name), then names the product.
        aria-label={intl.formatMessage(
          { id: out ? 'product.stock.outNamed' : 'wishlist.moveToCartNamed' },
          { name: product.name },
        )}
        onPress={() => void start(product)}
      >
        {intl.formatMessage({
          id: out ? 'product.stock.out' : 'wishlist.moveToCart',
        })}
      </BusyButton>
      {dialog}
    </>
  );
}
