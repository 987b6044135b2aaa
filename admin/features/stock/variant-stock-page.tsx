/**
 * One variant's stock (`/stock/:variantId`, where the product editor links): what it is and how many
 * are in stock, the form that sets or adjusts it, and its history, newest first, a page at a time
 * (`?page=`). Made for a phone too: one column, the form before the history. The history's answer
 * carries the variant, so one read shows the whole screen; a change updates both from its answer.
 */
import { useIntl } from 'react-intl';
import { Link, useParams, useSearch } from 'wouter';
import type { StockHistory, StockResult } from '../../../contract/admin/catalog-types';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readStockHistory, readStockSettings } from './api';
import { StockBadge, productName, variantName } from './stock-labels';
import { StockForm } from './stock-form';
import { StockHistoryTable } from './stock-history';
import { stockListPath } from './stock-paths';
import './stock.css';

/** The history after a change: its movement first on page 1 (other pages are read again when opened). */
function withChange(history: StockHistory, result: StockResult): StockHistory {
  if (history.page !== 1) return { ...history, variant: result.variant, total: history.total + 1 };
  return {
    ...history,
    variant: result.variant,
    items: [result.movement, ...history.items].slice(0, history.per_page),
    total: history.total + 1,
  };
}

export function VariantStockPage() {
  const intl = useIntl();
  const { variantId = '' } = useParams<{ variantId: string }>();
  const page = Math.max(
    1,
    Number.parseInt(new URLSearchParams(useSearch()).get('page') ?? '1', 10) || 1,
  );
  const history = useAdminQuery(`stock-history:${variantId}:${page}`, (signal) =>
    readStockHistory(variantId, page, signal),
  );
  const settings = useAdminQuery('stock-settings', readStockSettings);
  const threshold = settings.data?.low_stock_threshold ?? null;
  const variant = history.data?.variant;
  const title = variant
    ? `${productName(intl, variant)} · ${variantName(intl, variant)}`
    : intl.formatMessage({ id: 'stock.title' });
  usePageTitle(title);

  return (
    <section className="page stock-page">
      <p>
        <Link href={variant ? stockListPath('', variant.product_id) : ADMIN_PATHS.stock}>
          {intl.formatMessage({ id: 'stock.back' })}
        </Link>
      </p>
      <QueryView query={history}>
        {(data) => (
          <>
            <div className="page__head">
              <h1>{productName(intl, data.variant)}</h1>
              <Link href={pathTo(ADMIN_PATHS.productEdit, { id: data.variant.product_id })}>
                {intl.formatMessage({ id: 'stock.open_product' })}
              </Link>
            </div>
            <dl className="variant-facts">
              <div>
                <dt>{intl.formatMessage({ id: 'stock.variant' })}</dt>
                <dd>{variantName(intl, data.variant)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'stock.sku' })}</dt>
                <dd>{data.variant.sku}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'stock.in_stock' })}</dt>
                <dd className="variant-facts__stock">
                  {intl.formatNumber(data.variant.stock)}{' '}
                  <StockBadge intl={intl} stock={data.variant.stock} threshold={threshold} />
                </dd>
              </div>
            </dl>
            <StockForm
              variant={data.variant}
              onChanged={(result) =>
                history.setData((current) => current && withChange(current, result))
              }
              onStale={history.reload}
            />
            <StockHistoryTable
              history={data}
              hrefOf={(to) =>
                `${pathTo(ADMIN_PATHS.stockVariant, { variantId })}${to > 1 ? `?page=${to}` : ''}`
              }
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
