import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductCard, Variant } from '../../../../contract/types';
import { cartDrawer } from '../../../lib/ui-state';
import { toast } from '../../../ui/toast/toast-store';
import './cart.css';

interface AddToCartButtonProps {
  product: Product | ProductCard;
  /** The chosen variant; none chosen yet disables the button. */
  variant: Variant | undefined;
  quantity?: number;
  className?: string;
}

/** Adds the variant (works offline: Dexie only) and opens the drawer; disabled when out of stock. */
export function AddToCartButton({
  product,
  variant,
  quantity = 1,
  className = 'button add-to-cart',
}: AddToCartButtonProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const out = variant !== undefined && variant.stock <= 0;
  const onPress = async () => {
    if (!variant) return;
    setBusy(true);
    try {
      // The store (and Dexie with it) and the cart's rules load on the first press, not with the page.
      const [{ addToCart }, { lineFrom }] = await Promise.all([
        import('../store'),
        import('../cart-lines'),
      ]);
      const { quantity: inCart, capped } = await addToCart(lineFrom(product, variant), quantity);
      if (capped)
        toast({ description: intl.formatMessage({ id: 'cart.capped' }, { count: inCart }) });
      if (inCart > 0) cartDrawer.open();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      data-uses="cart"
      disabled={!variant || out}
      data-disabled={!variant || out || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) void onPress();
      }}
    >
      {intl.formatMessage({ id: out ? 'product.stock.out' : 'cart.add' })}
    </button>
  );
}
