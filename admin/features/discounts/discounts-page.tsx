/**
 * Discount codes: each with its amount, its rules in a line, its state (active, paused, scheduled,
 * ended, used up) and its uses so far against its limit; search and the state filter in the URL;
 * pause or resume from the row (the row shows the server's answer); its form and its uses a link away.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { AdminDiscount } from '../../../contract/admin/discount-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { FormAlert } from '../../ui/form-alert';
import { Pager } from '../../ui/pager';
import { DISCOUNTS_PER_PAGE, listDiscounts, storeCurrency } from './api';
import { DiscountFilters } from './discount-filters';
import { listPath, parseListQuery } from './list-query';
import { PauseButton } from './pause-button';
import { amountOf, ruleSummary } from './rule-summary';
import '../../../src/ui/link-button.css';
import './discounts.css';

const column = columnsFor<AdminDiscount>();

export function DiscountsPage() {
  const intl = useIntl();
  const search = useSearch();
  const query = useMemo(() => parseListQuery(search), [search]);
  const list = useAdminQuery(`discounts:${listPath(query)}`, async (signal) => {
    const [page, currency] = await Promise.all([listDiscounts(query, signal), storeCurrency()]);
    return { ...page, currency };
  });
  const [failure, setFailure] = useState<string[]>([]);
  const title = intl.formatMessage({ id: 'discounts.title' });
  usePageTitle(title);
  const currency = list.data?.currency ?? 'USD';
  const { setData } = list;

  const columns = useMemo(() => {
    const text = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    const replace = (saved: AdminDiscount) =>
      setData(
        (page) =>
          page && { ...page, items: page.items.map((d) => (d.code === saved.code ? saved : d)) },
      );
    return column.columns([
      column.display({
        id: 'code',
        header: text('discounts.code'),
        cell: ({ row }) => (
          <Link
            className="discount-code"
            href={pathTo(ADMIN_PATHS.discountEdit, { code: row.original.code })}
          >
            {row.original.code}
          </Link>
        ),
      }),
      column.display({
        id: 'amount',
        header: text('discounts.amount'),
        cell: ({ row }) => amountOf(intl, row.original, currency),
      }),
      column.display({
        id: 'rules',
        header: text('discounts.rules'),
        cell: ({ row }) => ruleSummary(intl, row.original, currency) || '—',
      }),
      column.display({
        id: 'state',
        header: text('discounts.state'),
        cell: ({ row }) => (
          <span className={`badge badge--discount-${row.original.state}`}>
            {text(`discounts.state.${row.original.state}`)}
          </span>
        ),
      }),
      column.display({
        id: 'uses',
        header: text('discounts.uses'),
        cell: ({ row }) => {
          const d = row.original;
          return (
            <Link href={pathTo(ADMIN_PATHS.discountUses, { code: d.code })}>
              {d.max_uses === null
                ? text('discounts.uses.count', { n: d.uses })
                : text('discounts.uses.of', { n: d.uses, max: d.max_uses })}
            </Link>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: text('discounts.actions'),
        cell: ({ row }) => (
          <div className="cell-control cell-control--row">
            <Link
              className="link-button"
              href={pathTo(ADMIN_PATHS.discountEdit, { code: row.original.code })}
              aria-label={text('discounts.edit_named', { code: row.original.code })}
            >
              {text('discounts.edit')}
            </Link>
            <PauseButton
              discount={row.original}
              onChanged={(saved) => {
                setFailure([]);
                replace(saved);
              }}
              onFailed={(message) => setFailure([message])}
            />
          </div>
        ),
      }),
    ]);
  }, [intl, currency, setData]);

  return (
    <section className="page">
      <div className="page__head">
        <h1>{title}</h1>
        <Link href={ADMIN_PATHS.discountNew} className="button">
          {intl.formatMessage({ id: 'discounts.new' })}
        </Link>
      </div>
      <p className="page__lead">{intl.formatMessage({ id: 'discounts.lead' })}</p>
      <DiscountFilters key={search} query={query} />
      <FormAlert messages={failure} />
      <QueryView query={list}>
        {(page) => (
          <>
            <DataTable
              caption={title}
              hideCaption
              columns={columns}
              data={page.items}
              rowId={(d) => d.code}
              empty={intl.formatMessage({ id: 'discounts.empty' })}
            />
            <Pager
              page={page.page}
              pages={Math.ceil(page.total / DISCOUNTS_PER_PAGE)}
              hrefOf={(to) => listPath({ ...query, page: to })}
              label={intl.formatMessage({ id: 'discounts.pages' })}
              previousLabel={intl.formatMessage({ id: 'common.previous' })}
              nextLabel={intl.formatMessage({ id: 'common.next' })}
              positionLabel={intl.formatMessage(
                { id: 'common.page_of' },
                { page: page.page, pages: Math.ceil(page.total / DISCOUNTS_PER_PAGE) },
              )}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
