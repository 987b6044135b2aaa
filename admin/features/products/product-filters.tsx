/**
 * The products list's search, filters and sort, all kept in the URL (list-query.ts). The search
 * follows typing after a pause (the URL is replaced, not pushed, so Back does not step through every
 * letter) and at once on Enter; a filter or the sort applies as it is chosen. Every change goes back to
 * the first page.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { PRODUCT_STATUSES } from '../../../contract/admin/constants';
import type { CollectionOption } from './collection-options';
import {
  listPath,
  STOCK_STATES,
  withChange,
  type ListQuery,
  type ProductSort,
  type SortOrder,
} from './list-query';

/** The sorts offered, each a field and a direction, most used first. */
export const SORT_CHOICES: readonly (readonly [ProductSort, SortOrder])[] = [
  ['updated_at', 'desc'],
  ['created_at', 'desc'],
  ['name', 'asc'],
  ['name', 'desc'],
  ['price', 'asc'],
  ['price', 'desc'],
  ['stock', 'asc'],
  ['stock', 'desc'],
];

export const SEARCH_PAUSE_MS = 300;

export function ProductFilters({
  query,
  collections,
}: {
  query: ListQuery;
  collections: readonly CollectionOption[];
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(query.q);
  // The search this screen last put in the URL: a different one came from elsewhere (Back, a link).
  const pushed = useRef(query.q);

  useEffect(() => {
    if (query.q !== pushed.current) {
      pushed.current = query.q;
      setTyped(query.q);
    }
  }, [query.q]);

  const search = (value: string) => {
    pushed.current = value;
    navigate(listPath(withChange(query, { q: value })), { replace: true });
  };

  useEffect(() => {
    if (typed.trim() === query.q.trim()) return;
    const timer = setTimeout(() => search(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only typing starts the pause; `search` reads the query of the render that set it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const apply = (change: Partial<ListQuery>) => navigate(listPath(withChange(query, change)));
  const sortValue = `${query.sort}:${query.order}`;

  return (
    <form
      className="filters products-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search(typed.trim());
      }}
    >
      <div className="field products-filters__search">
        <label className="field__label" htmlFor="products-search">
          {text('products.search')}
        </label>
        <input
          id="products-search"
          className="field__input"
          type="search"
          value={typed}
          placeholder={text('products.search.placeholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="products-collection">
          {text('products.filter.collection')}
        </label>
        <select
          id="products-collection"
          className="select"
          value={query.collection}
          onChange={(event) => apply({ collection: event.target.value })}
        >
          <option value="">{text('products.filter.collection.all')}</option>
          {collections.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="products-status">
          {text('products.filter.status')}
        </label>
        <select
          id="products-status"
          className="select"
          value={query.status}
          onChange={(event) => apply({ status: event.target.value as ListQuery['status'] })}
        >
          <option value="">{text('products.filter.status.all')}</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {text(`products.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="products-stock">
          {text('products.filter.stock')}
        </label>
        <select
          id="products-stock"
          className="select"
          value={query.stock}
          onChange={(event) => apply({ stock: event.target.value as ListQuery['stock'] })}
        >
          <option value="">{text('products.filter.stock.all')}</option>
          {STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {text(`products.stock.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="products-sort">
          {text('products.sort')}
        </label>
        <select
          id="products-sort"
          className="select"
          value={sortValue}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [ProductSort, SortOrder];
            apply({ sort, order });
          }}
        >
          {SORT_CHOICES.map(([sort, order]) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {text(`products.sort.${sort}.${order}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
