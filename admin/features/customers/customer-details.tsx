/** A customer's details and figures, as a definition list beside their lists. */
import { useIntl } from 'react-intl';
import type { AdminCustomer } from '../../../contract/admin/customer-types';
import { moneyText } from '../../lib/money';

export function CustomerDetails({ customer: c }: { customer: AdminCustomer }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const rows: [string, string][] = [
    ['customers.details.email', c.email],
    ['customers.details.phone', c.phone ?? text('customers.details.none')],
    ['customers.details.joined', intl.formatDate(c.joined_at, { dateStyle: 'long' })],
    ['customers.details.orders', intl.formatNumber(c.orders)],
    ['customers.details.spent', moneyText(intl, c.total_spent, c.currency)],
    [
      'customers.details.lang',
      c.lang ? text(`customers.lang.${c.lang}`) : text('customers.details.unknown'),
    ],
  ];
  return (
    <section className="customer-box" aria-labelledby="customer-details">
      <h2 id="customer-details">{text('customers.details')}</h2>
      <dl className="customer-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{text(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
