/**
 * The discount list's search (a part of the code, applied on Enter or the button) and its state
 * filter (applied as chosen), both kept in the URL; a change goes back to the first page.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { DISCOUNT_STATES, type DiscountState } from '../../../contract/admin/discount-constants';
import type { DiscountListQuery } from './api';
import { listPath } from './list-query';

export function DiscountFilters({ query }: { query: DiscountListQuery }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(query.q);
  const apply = (change: Partial<DiscountListQuery>) =>
    navigate(listPath({ ...query, ...change, page: 1 }));

  return (
    <form
      className="filters discount-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ q: typed.trim().toUpperCase() });
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="discount-search">
          {text('discounts.search')}
        </label>
        <input
          id="discount-search"
          className="field__input"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="discount-state">
          {text('discounts.state')}
        </label>
        <select
          id="discount-state"
          className="select"
          value={query.state ?? ''}
          onChange={(event) =>
            apply({ state: (event.target.value || null) as DiscountState | null })
          }
        >
          <option value="">{text('discounts.state.all')}</option>
          {DISCOUNT_STATES.map((state) => (
            <option key={state} value={state}>
              {text(`discounts.state.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--ghost">
        {text('discounts.search.submit')}
      </button>
    </form>
  );
}
