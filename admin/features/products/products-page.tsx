/**
 * The products list: every product whatever its status, searched, filtered, sorted and paged by the
 * server, with the state in the URL (list-query.ts) so a reload or a shared link shows the same rows.
 * Rows can be selected on the page shown for a bulk publish, unpublish or archive; the selection
 * ends with the page (a change of filter, sort or page clears it, so nothing unseen is changed).
 * Past 10,000 matches (1,000 for a search) the server stops counting: the screen says "10,000+" (or
 * "1,000+") and pages on while full.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { ProductRow } from '../../../contract/admin/catalog-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { listCollections, listProducts, PRODUCTS_PER_PAGE, storeCurrency } from './api';
import { BulkBar } from './bulk-bar';
import { collectionOptions } from './collection-options';
import { listPath, parseListQuery } from './list-query';
import { moneyText } from '../../lib/money';
import { ProductFilters } from './product-filters';
import '../../../src/ui/link-button.css';
import './products.css';

const column = columnsFor<ProductRow>();

export function ProductsPage() {
  const intl = useIntl();
  const search = useSearch();
  const query = useMemo(() => parseListQuery(search), [search]);
  const key = listPath(query);
  const list = useAdminQuery(`products:${key}:${intl.locale}`, async (signal) => {
    const [page, currency] = await Promise.all([
      listProducts(query, intl.locale, signal),
      storeCurrency(),
    ]);
    return { ...page, currency };
  });
  // The filter's choices: without them the list still works, filtered by what the URL says.
  const collections = useAdminQuery('collections', listCollections);
  const [selection, setSelection] = useState<{ of: string; ids: ReadonlySet<string> }>({
    of: key,
    ids: new Set(),
  });
  const selected = selection.of === key ? selection.ids : new Set<string>();
  const [changed, setChanged] = useState<{ of: string; count: number } | null>(null);
  const title = intl.formatMessage({ id: 'products.title' });
  usePageTitle(title);

  const rows = list.data?.items ?? [];
  const currency = list.data?.currency ?? 'USD';
  const nameOf = (row: ProductRow) => (intl.locale === 'en' ? row.name_en : row.name_vi);
  const select = (ids: Iterable<string>, on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setSelection({ of: key, ids: next });
    setChanged(null);
  };

  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
    return column.columns([
      column.display({
        id: 'select',
        header: () => (
          <input
            type="checkbox"
            className="row-check"
            aria-label={text('products.select.all')}
            checked={all}
            onChange={(event) =>
              select(
                rows.map((r) => r.id),
                event.target.checked,
              )
            }
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="row-check"
            aria-label={intl.formatMessage(
              { id: 'products.select.one' },
              { name: nameOf(row.original) },
            )}
            checked={selected.has(row.original.id)}
            onChange={(event) => select([row.original.id], event.target.checked)}
          />
        ),
      }),
      column.accessor('image_url', {
        header: text('products.column.picture'),
        cell: (info) =>
          info.getValue() ? (
            <img className="product-thumb" src={info.getValue()!} alt="" width={48} height={60} />
          ) : (
            <span className="product-thumb product-thumb--none" aria-hidden="true" />
          ),
      }),
      column.accessor('name_vi', {
        header: text('products.column.name'),
        cell: ({ row }) => (
          <span className="product-name">
            <Link href={pathTo(ADMIN_PATHS.productEdit, { id: row.original.id })}>
              {nameOf(row.original)}
            </Link>
            <span className="product-name__slug">{row.original.slug}</span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: text('products.column.status'),
        cell: (info) => (
          <span className={`badge badge--${info.getValue()}`}>
            {text(`products.status.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('price', {
        header: text('products.column.price'),
        cell: ({ row }) => {
          const { price, compare_at_price: was } = row.original;
          return (
            <span className="product-price">
              {moneyText(intl, price, currency)}
              {was !== null && was > price && (
                <s className="product-price__was">{moneyText(intl, was, currency)}</s>
              )}
            </span>
          );
        },
      }),
      column.accessor('total_stock', {
        header: text('products.column.stock'),
        cell: ({ row }) => (
          <span className="product-stock">
            {intl.formatMessage(
              { id: 'products.stock.units' },
              { count: row.original.total_stock, variants: row.original.variant_count },
            )}
            <span className={`badge badge--${row.original.stock_state}`}>
              {text(`products.stock.${row.original.stock_state}`)}
            </span>
          </span>
        ),
      }),
      column.accessor('updated_at', {
        header: text('products.column.updated'),
        cell: (info) =>
          intl.formatDate(info.getValue(), { dateStyle: 'medium', timeStyle: 'short' }),
      }),
    ]);
    // `select` and `nameOf` read the same state the keys below name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl, rows, selected, currency]);

  return (
    <section className="page page--wide">
      <div className="page__head">
        <h1>{title}</h1>
        <Link href={ADMIN_PATHS.productNew} className="button">
          {intl.formatMessage({ id: 'products.new' })}
        </Link>
      </div>
      <ProductFilters
        query={query}
        collections={collectionOptions(collections.data ?? [], intl.locale)}
      />
      <BulkBar
        selected={rows
          .filter((r) => selected.has(r.id))
          .map((r) => ({ id: r.id, name: nameOf(r) }))}
        onClear={() => select(selected, false)}
        onDone={(count) => {
          setSelection({ of: key, ids: new Set() });
          setChanged({ of: key, count });
          list.reload();
        }}
      />
      <p className="products-status" role="status">
        {changed?.of === key
          ? intl.formatMessage({ id: 'products.bulk.changed' }, { count: changed.count })
          : ''}
      </p>
      <QueryView query={list}>
        {(data) => {
          const counted = Math.max(1, Math.ceil(data.total / PRODUCTS_PER_PAGE));
          // A capped count ("10,000+", a search's "1,000+"): the pages go on past those counted while
          // they come back full.
          const pages = data.capped
            ? Math.max(counted, data.page + (data.items.length === PRODUCTS_PER_PAGE ? 1 : 0))
            : counted;
          return (
            <>
              <p className="notice-line" aria-live="polite">
                {intl.formatMessage(
                  { id: data.capped ? 'products.count_more' : 'products.count' },
                  { count: data.total },
                )}
              </p>
              <DataTable
                caption={title}
                hideCaption
                columns={columns}
                data={data.items}
                rowId={(row) => row.id}
                empty={intl.formatMessage({ id: 'products.empty' })}
              />
              <Pager
                page={data.page}
                pages={pages}
                hrefOf={(to) => listPath({ ...query, page: to })}
                label={intl.formatMessage({ id: 'common.pages' })}
                previousLabel={intl.formatMessage({ id: 'common.previous' })}
                nextLabel={intl.formatMessage({ id: 'common.next' })}
                positionLabel={intl.formatMessage(
                  { id: data.capped ? 'products.page_of_more' : 'common.page_of' },
                  { page: data.page, pages: data.capped ? counted : pages },
                )}
              />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
