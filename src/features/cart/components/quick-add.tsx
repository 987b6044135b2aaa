import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductCard } from '../../../../contract/types';
import './cart.css';
import { lazyWithMessages } from '../../../lib/i18n/messages-part';

// What a press does (fetch the product, add it or ask for a variant in a dialog, with the cart store and
// Dexie) is its own chunk, loaded on the first press: a grid of cards renders only plain buttons.
const QuickAddFlow = lazyWithMessages(() => import('./quick-add-flow'), 'quick-add');

/**
 * Quick add for a product card: a product with exactly one variant goes straight into the cart
 * (fetched on press when the card lacks its variants); any other asks for colour and size first.
 */
export function QuickAdd({ product }: { product: ProductCard | Product }) {
  const intl = useIntl();
  // Each press bumps `run`; the flow starts once per value.
  const [run, setRun] = useState(0);
  const [busy, setBusy] = useState(false);
  const out = product.stock_state === 'out_of_stock';
  return (
    <>
      <button
        type="button"
        className="button button--small quick-add"
        data-uses="quick-add cart"
        disabled={out}
        data-disabled={out || undefined}
        aria-busy={busy || undefined}
        // The name starts with the words shown (WCAG 2.5.3, label in name), then names the product.
        aria-label={intl.formatMessage(
          { id: out ? 'product.stock.outNamed' : 'cart.quickAddNamed' },
          { name: product.name },
        )}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          setRun((n) => n + 1);
        }}
      >
        {intl.formatMessage({ id: out ? 'product.stock.out' : 'cart.quickAdd' })}
      </button>
      {run > 0 && (
        <Suspense fallback={null}>
          <QuickAddFlow product={product} run={run} onBusy={setBusy} />
        </Suspense>
      )}
    </>
  );
}
