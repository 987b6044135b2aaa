/**
 * The customers list: newest first, searched (name, email, phone) and paged by the server, the state
 * in the URL (list-path.ts). The search follows typing after a pause and at once on Enter
 * (lib/use-url-search.ts); a new search starts at the first page.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { CustomerRow } from '../../../contract/admin/customer-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { useUrlSearch } from '../../lib/use-url-search';
import { columnsFor, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { CUSTOMERS_PER_PAGE, listCustomers } from './api';
import { customerListPath, parseCustomerList } from './list-path';
import { moneyText } from '../../lib/money';
import './customers.css';

const column = columnsFor<CustomerRow>();

export function CustomersPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const query = parseCustomerList(useSearch());
  const { typed, setTyped, searchNow } = useUrlSearch(query.q, ADMIN_PATHS.customers, (q) =>
    customerListPath({ q, page: 1 }),
  );
  const list = useAdminQuery(`customers:${customerListPath(query)}`, (signal) =>
    listCustomers(query.q, query.page, signal),
  );
  const title = text('customers.title');
  usePageTitle(title);

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
          searchNow();
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
