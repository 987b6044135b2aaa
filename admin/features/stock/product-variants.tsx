/**
 * The chosen product's variants, each with its stock and state, and a link to change it: the step
 * between finding a product and changing one variant's stock.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminVariant } from '../../../contract/admin/catalog-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { columnsFor, DataTable } from '../../ui/data-table';
import { readProduct } from './api';
import { StockBadge, variantName } from './stock-labels';
import { stockListPath } from './stock-paths';

const column = columnsFor<AdminVariant>();

interface ProductVariantsProps {
  productId: string;
  q: string;
  page: number;
  threshold: number | null;
}

export function ProductVariants({ productId, q, page, threshold }: ProductVariantsProps) {
  const intl = useIntl();
  const query = useAdminQuery(`stock-product:${productId}`, (signal) =>
    readProduct(productId, signal),
  );
  const columns = useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    return column.columns([
      column.display({
        id: 'variant',
        header: text('stock.variant'),
        cell: ({ row }) => variantName(intl, row.original),
      }),
      column.accessor('sku', { header: text('stock.sku') }),
      column.accessor('stock', {
        header: text('stock.stock'),
        cell: (info) => (
          <span className="stock-count">
            {intl.formatNumber(info.getValue())}{' '}
            <StockBadge intl={intl} stock={info.getValue()} threshold={threshold} />
          </span>
        ),
      }),
      column.display({
        id: 'change',
        header: text('stock.actions'),
        cell: ({ row }) => (
          <Link
            className="button button--ghost"
            href={pathTo(ADMIN_PATHS.stockVariant, { variantId: row.original.id })}
            aria-label={intl.formatMessage(
              { id: 'stock.change_named' },
              { variant: `${variantName(intl, row.original)} (${row.original.sku})` },
            )}
          >
            {text('stock.change')}
          </Link>
        ),
      }),
    ]);
  }, [intl, threshold]);

  return (
    <section className="stock-panel" aria-labelledby="variants-title">
      <QueryView query={query}>
        {(product) => {
          const name = intl.locale === 'en' ? product.name_en : product.name_vi;
          return (
            <>
              <div className="page__head">
                <h2 id="variants-title">
                  {intl.formatMessage({ id: 'stock.variants_of' }, { name })}
                </h2>
                <Link href={stockListPath(q, null, page)}>
                  {intl.formatMessage({ id: 'stock.variants.close' })}
                </Link>
              </div>
              <DataTable
                caption={intl.formatMessage({ id: 'stock.variants_of' }, { name })}
                hideCaption
                columns={columns}
                data={product.variants}
                rowId={(variant) => variant.id}
                empty={intl.formatMessage({ id: 'stock.variants.none' })}
              />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
