/**
 * The customers list: newest first, searched (name, email, phone) and paged by the server, the state
 * in the URL (list-path.ts). The search follows typing after a pause (replacing the URL, so Back does
 * not step through every letter) and at once on Enter; a new search starts at the first page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { CustomerRow } from '../../../contract/admin/customer-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { CUSTOMERS_PER_PAGE, listCustomers } from './api';
import { customerListPath, parseCustomerList } from './list-path';
import { moneyText } from '../../lib/money';
import './customers.css';

const column = columnsFor<CustomerRow>();
const SEARCH_PAUSE_MS = 300;

export function CustomersPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const query = parseCustomerList(useSearch());
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(query.q);
  const pushed = useRef(query.q);
  const list = useAdminQuery(`customers:${customerListPath(query)}`, (signal) =>
    listCustomers(query.q, query.page, signal),
  );
  const title = text('customers.title');
  usePageTitle(title);

  // A search that came from elsewhere (Back, a link) shows in the field.
  useEffect(() => {
    if (query.q !== pushed.current) {
      pushed.current = query.q;
      setTyped(query.q);
    }
  }, [query.q]);

  const search = (value: string) => {
    // A row opened within the pause leaves this screen mounted, hidden, while the customer's page
    // loads (Suspense): the late search must not bring the list back.
    if (!window.location.pathname.endsWith(ADMIN_PATHS.customers)) return;
    pushed.current = value;
    navigate(customerListPath({ q: value, page: 1 }), { replace: true });
  };
  useEffect(() => {
    if (typed.trim() === query.q) return;
    const timer = setTimeout(() => search(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only typing starts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const columns = useMemo(() => {
    const label = (id: string) => intl.formatMessage({ id });
    return column.columns([
      column.accessor('name', {
        header: label('customers.column.name'),
        cell: ({ row }) => (
          <Link href={pathTo(ADMIN_PATHS.customer, { id: row.original.id })}>
            {row.original.name || row.original.email}
          </Link>
        ),
      }),
      column.accessor('email', { header: label('customers.column.email') }),
      column.accessor('phone', {
        header: label('customers.column.phone'),
        cell: (info) => info.getValue() ?? '',
      }),
      column.accessor('joined_at', {
        header: label('customers.column.joined'),
        cell: (info) => intl.formatDate(info.getValue(), { dateStyle: 'medium' }),
      }),
      column.accessor('orders', { header: label('customers.column.orders') }),
      column.accessor('total_spent', {
        header: label('customers.column.spent'),
        cell: ({ row }) => moneyText(intl, row.original.total_spent, row.original.currency),
      }),
    ]);
  }, [intl]);

  return (
    <section className="page page--wide">
      <h1>{title}</h1>
      <form
        className="customers-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search(typed.trim());
        }}
      >
        <label className="field__label" htmlFor="customers-search">
          {text('customers.search')}
        </label>
        <input
          id="customers-search"
          className="field__input"
          type="search"
          value={typed}
          placeholder={text('customers.search.placeholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <QueryView query={list}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / CUSTOMERS_PER_PAGE));
          return (
            <>
              <p className="notice-line" aria-live="polite">
                {intl.formatMessage({ id: 'customers.count' }, { count: data.total })}
              </p>
              <DataTable
                caption={title}
                hideCaption
                columns={columns}
                data={data.items}
                rowId={(row) => row.id}
                empty={text('customers.empty')}
              />
              <Pager
                page={data.page}
                pages={pages}
                hrefOf={(to) => customerListPath({ ...query, page: to })}
                label={text('common.pages')}
                previousLabel={text('common.previous')}
                nextLabel={text('common.next')}
                positionLabel={intl.formatMessage(
                  { id: 'common.page_of' },
                  { page: data.page, pages },
                )}
              />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
