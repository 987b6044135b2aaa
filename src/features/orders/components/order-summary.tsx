import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Lang, Order } from '../../../../contract/types';
import { storeInfoState } from '../../../lib/store-info-state';

type Totals = Pick<Order, 'subtotal' | 'shipping' | 'discount' | 'total' | 'discount_code'>;

/** Subtotal, shipping (free when 0), the discount when there is one (with its code), and the total. */
export function OrderTotals({ totals, money }: { totals: Totals; money: (n: number) => string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <dl className="order-totals">
      <div>
        <dt>{t('orders.subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{t('orders.shipping')}</dt>
        <dd>{totals.shipping === 0 ? t('orders.shipping.free') : money(totals.shipping)}</dd>
      </div>
      {totals.discount > 0 && (
        <div>
          <dt>
            {totals.discount_code
              ? t('orders.discount.code', { code: totals.discount_code })
              : t('orders.discount')}
          </dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      )}
      <div className="order-totals__total">
        <dt>{t('orders.total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  );
}

type Delivery = Pick<Order, 'email' | 'shipping_address' | 'shipping_method' | 'payment_method'>;

/** The country by the shop's own name for it, else the browser's, else its code. */
function useCountryName(): (code: string) => string {
  const intl = useIntl();
  const { info } = useSnapshot(storeInfoState);
  const lang: Lang = intl.locale.startsWith('en') ? 'en' : 'vi';
  return (code) =>
    info?.countries.find((c) => c.code === code)?.name[lang] ??
    intl.formatDisplayName(code, { type: 'region', fallback: 'code' }) ??
    code;
}

/** Where it goes and how: the address, the contact email, the shipping and payment methods. */
export function OrderDelivery({ order }: { order: Delivery }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const country = useCountryName();
  const a = order.shipping_address;
  return (
    <dl className="order-delivery">
      <div>
        <dt>{t('orders.address')}</dt>
        <dd>
          <address>
            {a.full_name}
            <br />
            {a.address}
            <br />
            {[a.city, a.state, a.zip].filter(Boolean).join(', ')}
            <br />
            {country(a.country)}
            <br />
            {a.phone}
          </address>
        </dd>
      </div>
      <div>
        <dt>{t('orders.contact')}</dt>
        <dd>{order.email}</dd>
      </div>
      <div>
        <dt>{t('orders.shippingMethod')}</dt>
        <dd>{t(`orders.shippingMethod.${order.shipping_method}`)}</dd>
      </div>
      <div>
        <dt>{t('orders.paymentMethod')}</dt>
        <dd>{t(`orders.paymentMethod.${order.payment_method}`)}</dd>
      </div>
    </dl>
  );
}
