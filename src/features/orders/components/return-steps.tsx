import { useIntl } from 'react-intl';
import type { ReturnRequest } from '../../../../contract/types';

interface ReturnStepsProps {
  request: ReturnRequest;
  date: (iso: string) => string;
  money: (amount: number) => string;
}

/**
 * What the shop did with a return request, step by step after it was asked: approved (send the items
 * back), refused (with the shop's reason), received, refunded (amount, method, day). A copy saved on
 * the device before these steps existed has none of their fields, so each is read as "not yet".
 */
export function ReturnSteps({ request, date, money }: ReturnStepsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const decided = request.decided_at ?? null;
  const received = request.received_at ?? null;
  const refund = request.refund ?? null;
  // The day the shop says it refunded (a calendar day: shown as written, whatever the time zone).
  const refundDay = (iso: string) =>
    intl.formatDate(`${iso.slice(0, 10)}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const approved = decided && request.status !== 'refused';
  if (!decided && !received && !refund) return null;
  return (
    <ol className="return-steps">
      {approved && (
        <li data-step="approved">{t('orders.returns.step.approved', { date: date(decided) })}</li>
      )}
      {request.status === 'refused' && decided && (
        <li data-step="refused">
          {t('orders.returns.step.refused', { date: date(decided) })}
          {request.refusal_reason && (
            <> {t('orders.returns.step.refusedReason', { reason: request.refusal_reason })}</>
          )}
        </li>
      )}
      {received && (
        <li data-step="received">{t('orders.returns.step.received', { date: date(received) })}</li>
      )}
      {refund && (
        <li data-step="refunded">
          {t('orders.returns.step.refunded', {
            amount: money(refund.amount),
            method: t(`orders.returns.method.${refund.method}`),
            date: refundDay(refund.refunded_at),
          })}
        </li>
      )}
    </ol>
  );
}
