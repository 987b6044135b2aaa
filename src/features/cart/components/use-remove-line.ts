import { useIntl } from 'react-intl';
import type { CartLineRow } from '../../../lib/db/schema';
import { toast } from '../../../ui/toast/toast-store';
import { removeFromCart, undoRemove } from '../store';

/** Removing a line offers an Undo in a toast; the removed row is put back as it was. */
export function useRemoveLine(): (line: CartLineRow) => Promise<void> {
  const intl = useIntl();
  return async (line) => {
    const removed = await removeFromCart(line.variantId);
    if (!removed) return;
    toast({
      title: intl.formatMessage({ id: 'cart.removed' }),
      description: removed.name,
      type: 'background',
      action: {
        label: intl.formatMessage({ id: 'cart.undo' }),
        altText: intl.formatMessage({ id: 'cart.undoNamed' }, { name: removed.name }),
        onAction: () => void undoRemove(removed),
      },
    });
  };
}
