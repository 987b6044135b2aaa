import { useIntl } from 'react-intl';
import type { ProductCard } from '../../../../contract/types';
import { toast } from '../../../ui/toast/toast-store';
import { showPress, useInWishlist } from '../wishlist-ids';
import './wishlist.css';

/**
 * The heart: aria-pressed shows the state, the name says what a press does, a toast says what it did.
 * A plain toggle button (a grid holds dozens; react-aria's ToggleButton added nothing a button lacks).
 */
export function WishlistToggle({
  product,
  className = '',
}: {
  product: ProductCard;
  className?: string;
}) {
  const intl = useIntl();
  const saved = useInWishlist(product.id) ?? false;
  const onChange = async () => {
    // The heart fills (or empties) at the press; the write follows.
    const want = !saved;
    const settle = showPress(product.id, want);
    try {
      // The store (and Dexie with it) loads on the first press, not with the grid.
      const { setWishlisted } = await import('../store');
      await setWishlisted(product, want);
      settle(true);
      toast({
        type: 'background',
        description: intl.formatMessage({ id: want ? 'wishlist.added' : 'wishlist.removed' }),
      });
    } catch {
      settle(false);
      toast({
        variant: 'destructive',
        description: intl.formatMessage({ id: 'cart.storage.unavailable' }),
      });
    }
  };
  return (
    <button
      type="button"
      className={`wishlist-toggle ${className}`.trim()}
      data-uses="wishlist"
      aria-pressed={saved}
      data-selected={saved || undefined}
      onClick={() => void onChange()}
      aria-label={intl.formatMessage({ id: saved ? 'wishlist.remove' : 'wishlist.add' })}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
