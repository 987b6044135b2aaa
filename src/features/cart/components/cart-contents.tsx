import type { CartLineRow } from '../../../lib/db/schema';
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';

/** The lines and the summary, or the empty state; the drawer and the /cart page both show this. */
export function CartContents({
  lines,
  footer,
}: {
  lines: CartLineRow[];
  footer?: React.ReactNode;
}) {
  if (lines.length === 0) return <CartEmpty />;
  return (
    <div className="cart-contents">
      <ul className="cart-lines">
        {lines.map((line) => (
          <CartLineItem key={line.variantId} line={line} />
        ))}
      </ul>
      <CartSummary lines={lines}>{footer}</CartSummary>
    </div>
  );
}
