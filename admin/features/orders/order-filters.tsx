/**
 * The orders list's search and filters, all kept in the URL (list-query.ts). The search follows typing
 * after a pause and at once on Enter (lib/use-url-search.ts); a filter applies as it is chosen. Every
 * change goes back to the first page.
 */
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { PAYMENT_METHOD_CODES, SHIPPING_METHOD_CODES } from '../../../contract/admin/order-inputs';
import { ORDER_STATUSES } from '../../../contract/api/shapes';
import { ADMIN_PATHS } from '../../lib/paths';
import { useUrlSearch } from '../../lib/use-url-search';
import { listPath, withChange, type ListQuery } from './list-query';

export function OrderFilters({ query }: { query: ListQuery }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [, navigate] = useLocation();
  const { typed, setTyped, searchNow } = useUrlSearch(query.q, ADMIN_PATHS.orders, (q) =>
    listPath(withChange(query, { q })),
  );

  const apply = (change: Partial<ListQuery>) => navigate(listPath(withChange(query, change)));

  const choice = <K extends 'status' | 'shipping_method' | 'payment_method'>(
    key: K,
    label: string,
    values: readonly string[],
    textOf: (value: string) => string,
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`orders-${key}`}>
        {text(label)}
      </label>
      <select
        id={`orders-${key}`}
        className="select"
        value={query[key]}
        onChange={(event) => apply({ [key]: event.target.value } as Partial<ListQuery>)}
      >
        <option value="">{text(`${label}.all`)}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {textOf(value)}
          </option>
        ))}
      </select>
    </div>
  );

  const day = (key: 'from' | 'to') => (
    <div className="field">
      <label className="field__label" htmlFor={`orders-${key}`}>
        {text(`orders.filter.${key}`)}
      </label>
      <input
        id={`orders-${key}`}
        className="field__input"
        type="date"
        value={query[key]}
        min={key === 'to' ? query.from || undefined : undefined}
        max={key === 'from' ? query.to || undefined : undefined}
        onChange={(event) => apply({ [key]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      className="filters orders-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
    >
      <div className="field orders-filters__search">
        <label className="field__label" htmlFor="orders-search">
          {text('orders.search')}
        </label>
        <input
          id="orders-search"
          className="field__input"
          type="search"
          value={typed}
          placeholder={text('orders.search.placeholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {choice('status', 'orders.filter.status', ORDER_STATUSES, (s) => text(`orders.status.${s}`))}
      {day('from')}
      {day('to')}
      {choice('shipping_method', 'orders.filter.shipping', SHIPPING_METHOD_CODES, (s) =>
        text(`orders.shipping.${s}`),
      )}
      {choice('payment_method', 'orders.filter.payment', PAYMENT_METHOD_CODES, (s) =>
        text(`orders.payment.${s}`),
      )}
    </form>
  );
}
