/**
 * Return requests (`/returns`): those waiting on the shop first (asked, then approved, the oldest
 * first), then the rest, newest first; a filter by state and the page live in the URL
 * (`?state=waiting&page=2`), so a reload or a shared link show the same rows. Each row opens the request.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { RETURN_FILTERS, type ReturnFilter } from '../../../contract/admin/return-inputs';
import type { ReturnRow } from '../../../contract/admin/return-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { readReturns, RETURNS_PER_PAGE } from './api';
import { returnState } from './return-state';
import './returns.css';

const column = columnsFor<ReturnRow>();

const listPath = (state: string, page: number) => {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${ADMIN_PATHS.returns}?${search}` : ADMIN_PATHS.returns;
};

const isFilter = (s: string): s is ReturnFilter =>
  (RETURN_FILTERS as readonly string[]).includes(s);

export function ReturnsPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = params.get('state') ?? '';
  const state = isFilter(raw) ? raw : '';
  const query = useAdminQuery(`returns:${state}:${page}`, (signal) =>
    readReturns(state, page, signal),
  );
  const title = intl.formatMessage({ id: 'returns.title' });
  usePageTitle(title);

  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    return column.columns([
      column.accessor('order_number', {
        header: text('returns.col.order'),
        cell: (info) => (
          <Link href={pathTo(ADMIN_PATHS.returnDetail, { id: info.row.original.id })}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('created_at', {
        header: text('returns.col.asked'),
        cell: (info) => intl.formatDate(info.getValue(), { dateStyle: 'medium' }),
      }),
      column.accessor('customer_name', {
        header: text('returns.col.customer'),
        cell: (info) => (
          <>
            {info.getValue()}
            <br />
            <span className="returns__muted">{info.row.original.email}</span>
          </>
        ),
      }),
      column.accessor('units', { header: text('returns.col.units') }),
      column.display({
        id: 'state',
        header: text('returns.col.state'),
        cell: ({ row }) => {
          const s = returnState(row.original);
          return (
            <span className={`returns__state returns__state--${s}`}>
              {text(`returns.state.${s}`)}
            </span>
          );
        },
      }),
    ]);
  }, [intl]);

  return (
    <section className="page returns-page">
      <h1>{title}</h1>
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <label className="field">
          <span className="field__label">{intl.formatMessage({ id: 'returns.filter' })}</span>
          <select
            className="select"
            value={state}
            onChange={(event) => navigate(listPath(event.target.value, 1))}
          >
            <option value="">{intl.formatMessage({ id: 'returns.filter.all' })}</option>
            {RETURN_FILTERS.map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage({ id: `returns.state.${name}` })}
              </option>
            ))}
          </select>
        </label>
      </form>
      <QueryView query={query}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / RETURNS_PER_PAGE));
          return (
            <>
              <p className="page__lead">
                {intl.formatMessage({ id: 'returns.waiting' }, { count: data.waiting })}
              </p>
              <DataTable
                caption={title}
                hideCaption
                columns={columns}
                data={data.items}
                rowId={(row) => row.id}
                empty={intl.formatMessage({ id: 'returns.empty' })}
              />
              <Pager
                page={data.page}
                pages={pages}
                hrefOf={(to) => listPath(state, to)}
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
