/** A code's rules in one line for the list ("15% · from $30.00 · once per customer · first order"). */
import type { IntlShape } from 'react-intl';
import type { AdminDiscount } from '../../../contract/admin/discount-types';
import { currencyDigits } from '../../lib/money';

export const moneyOf = (intl: IntlShape, minor: number, currency: string) =>
  intl.formatNumber(minor / 10 ** currencyDigits(currency), { style: 'currency', currency });

export function amountOf(intl: IntlShape, d: AdminDiscount, currency: string): string {
  return d.kind === 'percent'
    ? intl.formatNumber(d.value / 100, { style: 'percent' })
    : moneyOf(intl, d.value, currency);
}

export function ruleSummary(intl: IntlShape, d: AdminDiscount, currency: string): string {
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const parts: string[] = [];
  if (d.min_subtotal > 0)
    parts.push(text('discounts.rule.min', { amount: moneyOf(intl, d.min_subtotal, currency) }));
  if (d.per_customer !== null)
    parts.push(text('discounts.rule.per_customer', { n: d.per_customer }));
  if (d.first_order_only) parts.push(text('discounts.rule.first_order'));
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  if (d.starts_at) parts.push(text('discounts.rule.from', { at: date(d.starts_at) }));
  if (d.ends_at) parts.push(text('discounts.rule.until', { at: date(d.ends_at) }));
  return parts.join(' · ');
}
