/**
 * The orders list: newest first, searched, filtered and paged by the server, with the state in the URL
 * (list-query.ts). It refreshes itself while the tab is shown (lib/use-while-shown.ts), so an order placed
 * meanwhile appears without a reload; the rows shown stay until the new ones come.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { OrderRow } from '../../../contract/admin/order-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { listOrders, ORDERS_PER_PAGE } from './api';
import { ExportPanel } from './export-panel';
import { listPath, parseListQuery } from './list-query';
import { moneyText } from '../../lib/money';
import { OrderFilters } from './order-filters';
import { useWhileShown } from '../../lib/use-while-shown';
import './orders.css';

const column = columnsFor<OrderRow>();

export function OrdersPage() {
  const intl = useIntl();
  const search = useSearch();
  const query = useMemo(() => parseListQuery(search), [search]);
  const list = useAdminQuery(`orders:${listPath(query)}`, (signal) => listOrders(query, signal));
  useWhileShown(list.reload);
  const title = intl.formatMessage({ id: 'orders.title' });
  usePageTitle(title);

  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    return column.columns([
      column.accessor('number', {
        header: text('orders.column.number'),
        cell: (info) => (
          <Link href={pathTo(ADMIN_PATHS.order, { number: info.getValue() })}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('created_at', {
        header: text('orders.column.date'),
        cell: (info) =>
          intl.formatDate(info.getValue(), { dateStyle: 'medium', timeStyle: 'short' }),
      }),
      column.accessor('customer_name', { header: text('orders.column.customer') }),
      column.accessor('email', { header: text('orders.column.email') }),
      column.accessor('total', {
        header: text('orders.column.total'),
        cell: ({ row }) => moneyText(intl, row.original.total, row.original.currency),
      }),
      column.accessor('status', {
        header: text('orders.column.status'),
        cell: (info) => (
          <span className={`badge order-status order-status--${info.getValue()}`}>
            {text(`orders.status.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('items', {
        header: text('orders.column.items'),
        cell: (info) => intl.formatMessage({ id: 'orders.items' }, { count: info.getValue() }),
      }),
    ]);
  }, [intl]);

  return (
    <section className="page page--wide">
      <div className="page__head">
        <h1>{title}</h1>
      </div>
      <OrderFilters query={query} />
      <ExportPanel from={query.from} to={query.to} />
      <QueryView query={list}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / ORDERS_PER_PAGE));
          return (
            <>
              <p className="notice-line" aria-live="polite">
                {intl.formatMessage({ id: 'orders.count' }, { count: data.total })}
              </p>
              <DataTable
                caption={title}
                hideCaption
                columns={columns}
                data={data.items}
                rowId={(row) => row.number}
                empty={intl.formatMessage({ id: 'orders.empty' })}
              />
              <Pager
                page={data.page}
                pages={pages}
                hrefOf={(to) => listPath({ ...query, page: to })}
                label={intl.formatMessage({ id: 'common.pages' })}
                previousLabel={intl.formatMessage({ id: 'common.previous' })}
                nextLabel={intl.formatMessage({ id: 'common.next' })}
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
