import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import type { Product, ProductCard } from '../../../../contract/types';
import { useChooseAndAdd } from './choose-and-add';
import './cart.css';

/**
 * Quick add for a product card: a product with exactly one variant goes straight into the cart
 * (fetched on press when the card lacks its variants); any other asks for colour and size first.
 */
export function QuickAdd({ product }: { product: ProductCard | Product }) {
  const intl = useIntl();
  const { start, busy, dialog } = useChooseAndAdd();
  const out = product.stock_state === 'out_of_stock';
  return (
    <>
      <Button
        className="button button--small quick-add"
        isDisabled={out}
        isPending={busy}
        aria-label={intl.formatMessage({ id: 'cart.quickAddNamed' }, { name: product.name })}
        onPress={() => void start(product)}
      >
        {intl.formatMessage({ id: out ? 'product.stock.out' : 'cart.quickAdd' })}
      </Button>
      {dialog}
    </>
  );
}
