import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { CartLineRow } from '../../../lib/db/schema';
import { useFormatMoney } from '../../../lib/i18n/money';
import { useLocalize } from '../../../lib/i18n/routing';
import { cartSubtotal, lineProblems } from '../cart-lines';
import { newCheckoutToken } from '../checkout-token';
import { FreeShipping } from './free-shipping';

/** Free-shipping progress, the subtotal and Checkout; held back while changes wait for the shopper's OK. */
export function CartSummary({
  lines,
  children,
}: {
  lines: CartLineRow[];
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const localize = useLocalize();
  const [, navigate] = useLocation();
  const subtotal = cartSubtotal(lines);
  const pendingId = useId();
  const pending = lines.some((l) => lineProblems(l).length > 0);
  return (
    <div className="cart-summary">
      <FreeShipping subtotal={subtotal} />
      <p className="cart-summary__subtotal">
        <span>{intl.formatMessage({ id: 'cart.subtotal' })}</span>
        <strong>{formatMoney(subtotal)}</strong>
      </p>
      {pending && (
        <p className="cart-summary__pending" id={pendingId}>
          {intl.formatMessage({ id: 'cart.check.pending' })}
        </p>
      )}
      <Button
        className="button cart-summary__checkout"
        isDisabled={pending || lines.length === 0}
        aria-describedby={pending ? pendingId : undefined}
        onPress={() => navigate(localize(`/checkout/${newCheckoutToken()}`))}
      >
        {intl.formatMessage({ id: 'cart.checkout' })}
      </Button>
      {children}
    </div>
  );
}
