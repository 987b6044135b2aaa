/** A return request's facts: who, which order, the shopper's reason, and each step the shop took. */
import { useIntl } from 'react-intl';
import type { ReturnDetail } from '../../../contract/admin/return-types';
import { returnState } from './return-state';

export function ReturnSummary({ request: r }: { request: ReturnDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (n: number) =>
    intl.formatNumber(n / 100, { style: 'currency', currency: r.order.currency });
  const by = (email: string | null) => email ?? t('returns.by.command');
  const state = returnState(r);
  return (
    <section className="return-summary" aria-labelledby="return-summary-title">
      <h2 id="return-summary-title" className="visually-hidden">
        {t('returns.summary')}
      </h2>
      <p>
        <span className={`returns__state returns__state--${state}`} data-testid="return-state">
          {t(`returns.state.${state}`)}
        </span>
      </p>
      <dl className="return-summary__facts">
        <dt>{t('returns.col.customer')}</dt>
        <dd>
          {r.order.customer_name} · {r.order.email} · {r.order.phone}
        </dd>
        <dt>{t('returns.order.payment')}</dt>
        <dd>
          {t(`returns.payment.${r.order.payment_method === 'card' ? 'card' : 'cod'}`)} ·{' '}
          {money(r.order.total)}
        </dd>
        <dt>{t('returns.order.delivered')}</dt>
        <dd>{r.order.delivered_at ? when(r.order.delivered_at) : '—'}</dd>
        <dt>{t('returns.reason')}</dt>
        <dd>{r.reason}</dd>
      </dl>
      <ol className="return-summary__steps">
        <li>{t('returns.step.asked', { date: when(r.created_at) })}</li>
        {r.decided_at && r.status !== 'refused' && (
          <li>{t('returns.step.approved', { date: when(r.decided_at), who: by(r.decided_by) })}</li>
        )}
        {r.decided_at && r.status === 'refused' && (
          <li>
            {t('returns.step.refused', { date: when(r.decided_at), who: by(r.decided_by) })}
            {r.refusal_reason &&
              ` ${t('returns.step.refused_reason', { reason: r.refusal_reason })}`}
          </li>
        )}
        {r.received_at && (
          <li>
            {t('returns.step.received', { date: when(r.received_at), who: by(r.received_by) })}
          </li>
        )}
        {r.refund && (
          <li>
            {t('returns.step.refunded', {
              amount: money(r.refund.amount),
              method: t(`returns.method.${r.refund.method}`),
              date: intl.formatDate(r.refund.refunded_at, { dateStyle: 'medium', timeZone: 'UTC' }),
              who: by(r.refund.recorded_by),
            })}
          </li>
        )}
      </ol>
    </section>
  );
}
