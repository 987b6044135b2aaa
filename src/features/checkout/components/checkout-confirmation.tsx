import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '../../../lib/i18n/routing';
import { readPlacedOrder } from '../placed-order';
import './checkout.css';

/** `/checkout/confirmation`: thanks, with the number of the order this tab just placed and its page. */
export function CheckoutConfirmation({ title }: { title: string }) {
  const intl = useIntl();
  const [placed] = useState(readPlacedOrder);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!placed) {
    return (
      <section className="checkout-confirmation">
        <h1>{title}</h1>
        <p>{t('checkout.confirmation.none')}</p>
        <LocalLink to="/" className="button">
          {t('checkout.confirmation.home')}
        </LocalLink>
      </section>
    );
  }
  return (
    <section className="checkout-confirmation">
      <h1>{t('checkout.confirmation.title')}</h1>
      <p className="checkout-confirmation__number">
        {t('checkout.confirmation.number', { number: placed.number })}
      </p>
      <div className="checkout-confirmation__actions">
        <LocalLink to={`/order/${placed.token}`} className="button">
          {t('checkout.confirmation.view')}
        </LocalLink>
        <LocalLink to="/collection" className="button button--ghost">
          {t('cart.continueShopping')}
        </LocalLink>
      </div>
    </section>
  );
}
