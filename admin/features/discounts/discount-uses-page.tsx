/** The orders that used a code (`/discounts/:code/uses`), newest first: number, who, when, amounts, status. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearch } from 'wouter';
import type { DiscountUse } from '../../../contract/admin/discount-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { discountUses, USES_PER_PAGE } from './api';
import { moneyOf } from './rule-summary';
import './discounts.css';

const column = columnsFor<DiscountUse>();

export function DiscountUsesPage() {
  const intl = useIntl();
  const { code = '' } = useParams<{ code: string }>();
  const page = Math.max(
    1,
    Number.parseInt(new URLSearchParams(useSearch()).get('page') ?? '', 10) || 1,
  );
  const query = useAdminQuery(`discount-uses:${code}:${page}`, (signal) =>
    discountUses(code, page, signal),
  );
  const title = intl.formatMessage({ id: 'discounts.uses.title' }, { code });
  usePageTitle(title);

  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    return column.columns([
      column.accessor('order_number', { header: text('discounts.uses.order') }),
      column.accessor('email', { header: text('discounts.uses.email') }),
      column.display({
        id: 'who',
        header: text('discounts.uses.customer'),
        cell: ({ row }) =>
          text(row.original.customer_id ? 'discounts.uses.account' : 'discounts.uses.guest'),
      }),
      column.display({
        id: 'at',
        header: text('discounts.uses.at'),
        cell: ({ row }) =>
          intl.formatDate(row.original.at, { dateStyle: 'medium', timeStyle: 'short' }),
      }),
      column.display({
        id: 'discount',
        header: text('discounts.uses.discount'),
        cell: ({ row }) => moneyOf(intl, row.original.discount, row.original.currency),
      }),
      column.display({
        id: 'total',
        header: text('discounts.uses.total'),
        cell: ({ row }) => moneyOf(intl, row.original.total, row.original.currency),
      }),
      column.accessor('status', { header: text('discounts.uses.status') }),
    ]);
  }, [intl]);

  return (
    <section className="page">
      <p>
        <Link href={pathTo(ADMIN_PATHS.discountEdit, { code })}>
          {intl.formatMessage({ id: 'discounts.uses.back' }, { code })}
        </Link>
      </p>
      <h1>{title}</h1>
      <QueryView query={query}>
        {(uses) => (
          <>
            <p className="page__lead">
              {intl.formatMessage({ id: 'discounts.uses.total_count' }, { n: uses.total })}
            </p>
            <DataTable
              caption={title}
              hideCaption
              columns={columns}
              data={uses.items}
              rowId={(u) => u.order_id}
              empty={intl.formatMessage({ id: 'discounts.uses.empty' })}
            />
            <Pager
              page={uses.page}
              pages={Math.ceil(uses.total / USES_PER_PAGE)}
              hrefOf={(to) => `${pathTo(ADMIN_PATHS.discountUses, { code })}?page=${to}`}
              label={intl.formatMessage({ id: 'discounts.pages' })}
              previousLabel={intl.formatMessage({ id: 'common.previous' })}
              nextLabel={intl.formatMessage({ id: 'common.next' })}
              positionLabel={intl.formatMessage(
                { id: 'common.page_of' },
                { page: uses.page, pages: Math.ceil(uses.total / USES_PER_PAGE) },
              )}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
