import { useIntl } from 'react-intl';
import { useFormatMoney } from '../../../lib/i18n/money';
import type { Summary } from '../summary';

/**
 * Subtotal, shipping, discount and total as the server worked them out. Before its answer the total
 * is not shown. Offline, shipping not yet worked out says so; the note on the totals is `OfflineNote`.
 */
export function SummaryAmounts({ summary, offline }: { summary: Summary; offline: boolean }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const t = (id: string) => intl.formatMessage({ id });
  const shipping =
    summary.shipping === null
      ? t(offline ? 'checkout.summary.unconfirmed' : 'checkout.summary.pending')
      : summary.shipping === 0
        ? t('checkout.shipping.free')
        : formatMoney(summary.shipping);
  return (
    <dl className="summary-amounts">
      <div className="summary-amounts__row">
        <dt>{t('checkout.summary.subtotal')}</dt>
        <dd>{formatMoney(summary.subtotal)}</dd>
      </div>
      <div className="summary-amounts__row">
        <dt>{t('checkout.summary.shipping')}</dt>
        <dd>{shipping}</dd>
      </div>
      {summary.discount > 0 && (
        <div className="summary-amounts__row summary-amounts__row--discount">
          <dt>
            {t('checkout.summary.discount')}
            {summary.discountCode && ` (${summary.discountCode})`}
          </dt>
          <dd>−{formatMoney(summary.discount)}</dd>
        </div>
      )}
      {summary.total !== null && (
        <div className="summary-amounts__row summary-amounts__row--total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{formatMoney(summary.total)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Offline, the shop confirms the totals later. The note comes when a request fails, at any moment, so
 * it is placed where nothing a shopper may be tapping sits below it: after Place order on review (it
 * once pushed the button from under a tap), last in the summary's column on wide screens.
 */
export function OfflineNote() {
  const intl = useIntl();
  return (
    <p className="summary-amounts__note">
      {intl.formatMessage({ id: 'checkout.summary.offline' })}
    </p>
  );
}
