import { useIntl } from 'react-intl';
import { Label, ProgressBar } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useFormatMoney } from '../../../lib/i18n/money';
import { storeInfoState } from '../../../lib/store-info-state';

/** How far the cart is from free standard shipping (store info `free_shipping_threshold`); hidden until known. */
export function FreeShipping({ subtotal }: { subtotal: number }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { info } = useSnapshot(storeInfoState);
  const threshold = info?.free_shipping_threshold;
  if (!threshold || threshold <= 0) return null;
  const reached = subtotal >= threshold;
  const text = reached
    ? intl.formatMessage({ id: 'cart.shipping.free' })
    : intl.formatMessage(
        { id: 'cart.shipping.remaining' },
        { amount: formatMoney(threshold - subtotal) },
      );
  return (
    <div className="free-shipping" data-reached={reached}>
      <p className="free-shipping__text">{text}</p>
      <ProgressBar
        className="free-shipping__bar"
        value={Math.min(subtotal, threshold)}
        maxValue={threshold}
        aria-label={intl.formatMessage({ id: 'cart.shipping.progress' })}
        valueLabel={text}
      >
        {({ percentage }) => (
          <>
            <Label className="visually-hidden">
              {intl.formatMessage({ id: 'cart.shipping.progress' })}
            </Label>
            <div className="free-shipping__track">
              <div className="free-shipping__fill" style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <p className="free-shipping__rule">
        {intl.formatMessage({ id: 'cart.shipping.rule' }, { amount: formatMoney(threshold) })}
      </p>
    </div>
  );
}
